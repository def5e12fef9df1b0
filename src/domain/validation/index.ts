export { validateEmail, type EmailProblem, type EmailValidation } from './email';
