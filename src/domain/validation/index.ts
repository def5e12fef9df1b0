export { validateEmail } from './email';
