import { describe, expect, it } from 'vitest';
import { EN } from './en';
import { translator } from './translate';

describe('translator', () => {
  it('reads English strings and fills parameters', () => {
    const t = translator('en');
    expect(t('ageGateAccept')).toBe('I am over 18');
    expect(t('unsupportedCountry', { country: 'France' })).toBe(
      'Sorry, we do not ship to your country (France) yet',
    );
    expect(t('cartWithCount', { count: 3 })).toBe('Cart, 3 items');
  });

  it('picks the singular form for a count of one', () => {
    const t = translator('en');
    expect(t('cartWithCount', { count: 1 })).toBe('Cart, 1 item');
    expect(t('cartWithCount', { count: 0 })).toBe('Cart, 0 items');
    expect(t('cartWithCount', { count: 2 })).toBe('Cart, 2 items');
    // A count given as text is not a number to pluralise by.
    expect(t('cartWithCount', { count: '1' })).toBe('Cart, 1 items');
  });

  it('falls back to English for a language without its own dictionary yet', () => {
    expect(translator('sv')('notFoundTitle')).toBe("We couldn't find this page");
  });

  it('leaves an unknown parameter visible', () => {
    expect(translator('en')('publishedOn')).toBe('Published {date}');
  });

  it('holds the exact messages of the specification', () => {
    expect(EN.invalidEmail).toBe('Please enter a valid email address.');
    expect(EN.emailEmpty).toBe('Please enter your email above.');
    expect(EN.newsletterError).toBe("Couldn't sign up to newsletter");
    expect(EN.termsRequired).toBe('You need to accept the terms to sign up');
    expect(EN.notFoundTitle).toBe("We couldn't find this page");
  });
});
