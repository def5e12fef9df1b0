import { describe, expect, it } from 'vitest';
import { GCLID_KEY, landingOr, LANDING_KEY, rememberLanding, takeLandingCountry } from './landing';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const AD = new URL('https://pouchatlas.se/faq?gclid=g-1&utm_source=ads&country=FI');

describe('where the visitor came from', () => {
  it('is kept from the page they land on, before any shopping session', () => {
    const session = memoryStorage();
    const clicks: string[] = [];
    rememberLanding(AD, session, (gclid) => clicks.push(gclid));
    expect(session.getItem(LANDING_KEY)).toBe(AD.href);
    expect(session.getItem(GCLID_KEY)).toBe('g-1');
    expect(clicks).toEqual(['g-1']);
    // A later page without parameters keeps the landing; the shopping starts from it.
    const later = new URL('https://pouchatlas.se/products');
    rememberLanding(later, session, (gclid) => clicks.push(gclid));
    expect(landingOr(later, session).href).toBe(AD.href);
    expect(clicks).toEqual(['g-1']);
  });

  it('is this page when the visitor came with nothing to keep', () => {
    const session = memoryStorage();
    const plain = new URL('https://pouchatlas.se/?page=2');
    rememberLanding(plain, session, () => undefined);
    expect(session.getItem(LANDING_KEY)).toBeNull();
    expect(landingOr(plain, session)).toBe(plain);
  });

  it("hands out a feed's country once, and keeps the rest of the landing", () => {
    const session = memoryStorage();
    rememberLanding(AD, session, () => undefined);
    expect(takeLandingCountry(session)).toBe('FI');
    expect(takeLandingCountry(session)).toBeNull();
    expect(
      landingOr(new URL('https://pouchatlas.se/'), session).searchParams.get('utm_source'),
    ).toBe('ads');
  });
});
