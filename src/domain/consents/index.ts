export { AGE_CONSENT_KEY, ageConsent, type Consent } from './consents';
