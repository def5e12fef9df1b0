import { describe, expect, it } from 'vitest';
import { GCLID_KEY } from './landing';
import { internalComment, rememberGclid, storeOrderTracking } from './order-tracking';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const landing = new URL(
  'https://pouchatlas.se/products?gclid=abc&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
);

describe('order tracking', () => {
  it('stores the record once a selection token exists', () => {
    const session = memoryStorage();
    expect(storeOrderTracking(landing, 'token-1', session)).toEqual({
      path: '/products',
      google_ads: true,
      gclid: 'abc',
      klaviyo: false,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      token: 'token-1',
    });
    // The order keeps where the shopping started, never the session token.
    const comment = JSON.parse(internalComment(session)!) as Record<string, unknown>;
    expect(comment).toMatchObject({ utm_campaign: 'spring', path: expect.any(String) });
    expect(comment).not.toHaveProperty('token');
    expect(internalComment(session)).not.toContain('token-1');
  });

  it('stores nothing without a token', () => {
    const session = memoryStorage();
    expect(storeOrderTracking(landing, null, session)).toBeNull();
    expect(session.getItem('order-tracking')).toBeNull();
  });

  it('never overwrites a stored record', () => {
    const session = memoryStorage();
    storeOrderTracking(landing, 'token-1', session);
    expect(
      storeOrderTracking(new URL('https://pouchatlas.se/faq?utm_source=other'), 'token-2', session),
    ).toMatchObject({ token: 'token-1', path: '/products' });
  });

  it('keeps the click id for the session once seen', () => {
    const session = memoryStorage();
    expect(rememberGclid(landing, session)).toBe('abc');
    expect(rememberGclid(new URL('https://pouchatlas.se/faq'), session)).toBe('abc');
    expect(session.getItem(GCLID_KEY)).toBe('abc');
  });

  it('flags a visit from the Klaviyo newsletter', () => {
    const session = memoryStorage();
    const record = storeOrderTracking(new URL('https://pouchatlas.se/?_kx=xyz'), 't', session);
    expect(record?.klaviyo).toBe(true);
    expect(record?.google_ads).toBe(false);
  });
});
