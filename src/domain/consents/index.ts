export { AGE_CONSENT_KEY, ageConsent, givenAgeConsent } from './consents';
