export {
  EMAIL_EMPTY_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  validateEmail,
  type EmailValidation,
} from './email';
