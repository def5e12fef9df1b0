import { describe, expect, it } from 'vitest';
import { AGE_CONSENT_KEY, ageConsent, givenAgeConsent } from './consents';

describe("the buyer's 18+ confirmation", () => {
  it('is found among the consents, with the wording the buyer saw', () => {
    const given = ageConsent('I am 18 or older');
    expect(givenAgeConsent([{ key: 'newsletter', consented: true }, given])).toBe(given);
  });

  it('is missing when absent, refused, or under another key', () => {
    expect(givenAgeConsent(undefined)).toBeUndefined();
    expect(givenAgeConsent([])).toBeUndefined();
    expect(givenAgeConsent([{ key: AGE_CONSENT_KEY, consented: false }])).toBeUndefined();
    expect(givenAgeConsent([{ key: 'age-18', consented: true }])).toBeUndefined();
  });
});
