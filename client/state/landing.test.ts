import { describe, expect, it } from 'vitest';
import { attributionOf, GCLID_KEY, LANDING_KEY, rememberLanding } from './landing';
import { landingOr, takeLandingCountry } from './landing-read';
import { forgetAttribution } from '../components/consent/apply-choice';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const AD = new URL('https://pouchatlas.se/faq?gclid=g-1&utm_source=ads&country=FI');

describe('where the visitor came from', () => {
  it('is kept from the page they land on, before any shopping session', () => {
    const session = memoryStorage();
    const clicks: string[] = [];
    rememberLanding(AD, session, (gclid) => clicks.push(gclid), true);
    expect(session.getItem(LANDING_KEY)).toBe(AD.href);
    expect(session.getItem(GCLID_KEY)).toBe('g-1');
    expect(clicks).toEqual(['g-1']);
    // A later page without parameters keeps the landing; the shopping starts from it.
    const later = new URL('https://pouchatlas.se/products');
    rememberLanding(later, session, (gclid) => clicks.push(gclid), true);
    expect(landingOr(later, session).href).toBe(AD.href);
    expect(clicks).toEqual(['g-1']);
  });

  it('is this page when the visitor came with nothing to keep', () => {
    const session = memoryStorage();
    const plain = new URL('https://pouchatlas.se/?page=2');
    rememberLanding(plain, session, () => undefined, true);
    expect(session.getItem(LANDING_KEY)).toBeNull();
    expect(landingOr(plain, session)).toBe(plain);
  });

  it("hands out a feed's country once, and keeps the rest of the landing", () => {
    const session = memoryStorage();
    rememberLanding(AD, session, () => undefined, true);
    expect(takeLandingCountry(session)).toBe('FI');
    expect(takeLandingCountry(session)).toBeNull();
    expect(
      landingOr(new URL('https://pouchatlas.se/'), session).searchParams.get('utm_source'),
    ).toBe('ads');
  });
});

describe('where the visitor came from, without marketing consent', () => {
  it('keeps only a feed’s country, never the ad, mail or campaign', () => {
    const session = memoryStorage();
    const clicks: string[] = [];
    rememberLanding(AD, session, (gclid) => clicks.push(gclid), false);
    expect(session.getItem(LANDING_KEY)).toBe('https://pouchatlas.se/faq?country=FI');
    expect(session.getItem(GCLID_KEY)).toBeNull();
    expect(clicks).toEqual([]);
    expect(attributionOf(AD, false).href).toBe('https://pouchatlas.se/faq?country=FI');
  });

  it('is forgotten when marketing consent is withdrawn', () => {
    const session = memoryStorage();
    rememberLanding(AD, session, () => undefined, true);
    let dropped = false;
    forgetAttribution(session, () => (dropped = true));
    expect(session.getItem(GCLID_KEY)).toBeNull();
    expect(session.getItem(LANDING_KEY)).toBe('https://pouchatlas.se/faq?country=FI');
    expect(dropped).toBe(true);
  });
});
