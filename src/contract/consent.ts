import type { ConsentChoice } from './consent-choice';

export { CONSENT_STORAGE_KEY, type ConsentChoice } from './consent-choice';

export const ACCEPT_ALL: ConsentChoice = { statistics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { statistics: false, marketing: false };

/**
 * Google Consent Mode v2 signals for a choice (ad signals follow marketing, analytics follows
 * statistics); the necessary ones are always granted.
 */
export function consentModeOf(choice: ConsentChoice): Record<string, 'granted' | 'denied'> {
  const state = (given: boolean) => (given ? 'granted' : 'denied');
  return {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.statistics),
  };
}
