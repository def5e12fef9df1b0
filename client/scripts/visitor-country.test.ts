import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countryNoticeDismissed,
  dismissCountryNotice,
  unshippedVisitorCountry,
  visitorGeo,
} from './visitor-country';
import { memoryStorage } from '../state/browser-storage';

/** The edge answering each call with the next body (a number: that status). */
function edge(...answers: (object | number)[]) {
  return vi.fn<typeof fetch>(async () => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('asked once too often');
    return typeof answer === 'number'
      ? new Response('{}', { status: answer })
      : Response.json(answer);
  });
}

afterEach(() => {
  delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
});

describe('the visitor’s country', () => {
  it('is asked once per session, then read from session storage', async () => {
    const session = memoryStorage();
    const ask = edge({ country: 'US', shipsHere: false });
    expect(await visitorGeo(session, ask)).toEqual({ country: 'US', shipsHere: false });
    expect(await visitorGeo(session, ask)).toEqual({ country: 'US', shipsHere: false });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('/api/geo', { headers: { Accept: 'application/json' } });
  });

  it('keeps an unknown country, but asks again when shipping was unknown', async () => {
    const unknown = memoryStorage();
    const nowhere = edge({ country: null, shipsHere: null });
    await visitorGeo(unknown, nowhere);
    await visitorGeo(unknown, nowhere);
    expect(nowhere).toHaveBeenCalledTimes(1);

    const session = memoryStorage();
    const ask = edge({ country: 'SE', shipsHere: null }, { country: 'SE', shipsHere: true });
    expect(await visitorGeo(session, ask)).toEqual({ country: 'SE', shipsHere: null });
    expect(await visitorGeo(session, ask)).toEqual({ country: 'SE', shipsHere: true });
    expect(await visitorGeo(session, ask)).toEqual({ country: 'SE', shipsHere: true });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('fails on an error or a foreign answer, keeping nothing', async () => {
    const session = memoryStorage();
    await expect(visitorGeo(session, edge(503))).rejects.toThrow('/api/geo answered 503');
    await expect(visitorGeo(session, edge({ country: 'Sweden', shipsHere: true }))).rejects.toThrow(
      'something else than a country',
    );
    await expect(visitorGeo(session, edge({ country: 'SE' }))).rejects.toThrow();
    expect(session.length).toBe(0);
  });

  it('asks again when what the session kept is not an answer', async () => {
    const session = memoryStorage();
    session.setItem('visitor-geo', '{"country":"se"');
    const ask = edge({ country: 'DE', shipsHere: true });
    expect(await visitorGeo(session, ask)).toEqual({ country: 'DE', shipsHere: true });
    session.setItem('visitor-geo', '{"country":42,"shipsHere":true}');
    await expect(visitorGeo(session, ask)).rejects.toThrow('asked once too often');
  });

  it('goes to the tag manager on every page, and is answered only where the shop does not ship', async () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown[] }).dataLayer = dataLayer;
    const session = memoryStorage();
    const ask = edge({ country: 'FR', shipsHere: false });
    expect(await unshippedVisitorCountry(session, ask)).toBe('FR');
    expect(await unshippedVisitorCountry(session, ask)).toBe('FR');
    expect(dataLayer).toEqual([{ country: 'FR' }, { country: 'FR' }]);

    const shipped = memoryStorage();
    expect(await unshippedVisitorCountry(shipped, edge({ country: 'DE', shipsHere: true }))).toBe(
      null,
    );
    expect(
      await unshippedVisitorCountry(memoryStorage(), edge({ country: null, shipsHere: null })),
    ).toBe(null);
    expect(dataLayer).toEqual([{ country: 'FR' }, { country: 'FR' }, { country: 'DE' }]);
  });

  it('remembers a closed notice for the session', () => {
    const session = memoryStorage();
    expect(countryNoticeDismissed(session)).toBe(false);
    dismissCountryNotice(session);
    expect(countryNoticeDismissed(session)).toBe(true);
  });

  it('still answers, and closes the notice, when the storage is full', async () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const ask = edge({ country: 'US', shipsHere: false }, { country: 'US', shipsHere: false });
    expect(await unshippedVisitorCountry(full, ask)).toBe('US');
    expect(() => dismissCountryNotice(full)).not.toThrow();
    // Nothing could be kept, so the next page asks again.
    expect(await unshippedVisitorCountry(full, ask)).toBe('US');
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
