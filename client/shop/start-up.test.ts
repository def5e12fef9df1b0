import { describe, expect, it } from 'vitest';
import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import { CHOSEN_COUNTRY_KEY, FEED_COUNTRY_KEY } from '../../src/contract/checkout-api/country-keys';
import { detectedCountry } from '../../src/contract/checkout-api/start-up';
import type { CartOperation } from '../state/cart-state';
import { changeCountry, startUp } from './start-up';
import { testSelection } from '../../tests/fixtures/client/selection';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

/** A Checkout API that records calls and keeps one selection's country and language. */
function fakeClient(start: { country: string; language: string; loggedIn?: boolean }) {
  const state = { ...start };
  const calls: string[] = [];
  const answer = (): Promise<SelectionResponse> =>
    Promise.resolve(
      testSelection({
        country: state.country,
        language: state.language,
        ...(state.loggedIn ? { loggedIn: { email: 'a@example.com', country: state.country } } : {}),
      }),
    );
  return {
    calls,
    client: {
      selection: () => (calls.push('GET selection'), answer()),
      setLanguage: (language: string) => {
        calls.push(`PUT languages/${language}`);
        state.language = language;
        return answer();
      },
      setPaymentFields: (fields: { address?: { country?: string } }) => {
        calls.push(`PUT payment-fields ${fields.address?.country}`);
        if (fields.address?.country) state.country = fields.address.country;
        return answer();
      },
      setCountry: (country: string) => {
        calls.push(`PUT countries/${country}`);
        state.country = country;
        return answer();
      },
      updateCustomer: (details: { country?: string }) => {
        calls.push(`PUT customer/update ${details.country}`);
        return answer();
      },
    },
  };
}

const recorder = () => {
  const applied: CartOperation[] = [];
  return { applied, apply: (operation: CartOperation) => void applied.push(operation) };
};

describe('start-up sequence', () => {
  it('ensures a selection, sets the language and revalidates for the market country', async () => {
    const { client, calls } = fakeClient({ country: 'SE', language: 'sv' });
    const { applied, apply } = recorder();
    const local = memoryStorage();
    const response = await startUp(
      client as never,
      { language: 'de', marketCountry: 'DE', feedCountry: null, local },
      apply,
    );
    expect(calls).toEqual(['GET selection', 'PUT languages/de', 'PUT payment-fields DE']);
    expect(applied).toEqual(['fetch', 'language', 'payment-fields']);
    expect(response.location.country).toBe('DE');
  });

  it('does not set a language the selection already has', async () => {
    const { client, calls } = fakeClient({ country: 'SE', language: 'sv' });
    await startUp(
      client as never,
      { language: 'sv', marketCountry: 'SE', feedCountry: null, local: memoryStorage() },
      () => {},
    );
    expect(calls).toEqual(['GET selection', 'PUT payment-fields SE']);
  });

  it('sets and revalidates a shopping-feed country that differs from the selection', async () => {
    const { client, calls } = fakeClient({ country: 'SE', language: 'sv' });
    const local = memoryStorage();
    await startUp(
      client as never,
      { language: 'sv', marketCountry: 'SE', feedCountry: 'fi', local },
      () => {},
    );
    expect(calls.slice(-2)).toEqual(['PUT countries/FI', 'PUT payment-fields FI']);
    expect(local.getItem(FEED_COUNTRY_KEY)).toBe('FI');
  });

  it('ignores a feed country equal to the selection or not a country code', async () => {
    for (const feed of ['SE', 'sweden', '']) {
      const { client, calls } = fakeClient({ country: 'SE', language: 'sv' });
      await startUp(
        client as never,
        { language: 'sv', marketCountry: 'SE', feedCountry: feed, local: memoryStorage() },
        () => {},
      );
      expect(calls).not.toContain(`PUT countries/${feed.toUpperCase()}`);
      expect(calls).toHaveLength(2);
    }
  });

  it('prices in the country the shopper chose on the same market, else the market country', () => {
    const chosen = JSON.stringify({ language: 'en', country: 'IE' });
    const local = memoryStorage({ [CHOSEN_COUNTRY_KEY]: chosen });
    // Where a session merely was (the stored location) is not a choice.
    const visited = memoryStorage({ 'location-selection': chosen });
    expect(detectedCountry({ language: 'en', marketCountry: 'GB', local: visited })).toBe('GB');
    expect(detectedCountry({ language: 'en', marketCountry: 'GB', local })).toBe('IE');
    expect(detectedCountry({ language: 'de', marketCountry: 'DE', local })).toBe('DE');
    expect(detectedCountry({ language: 'en', marketCountry: 'GB', local: memoryStorage() })).toBe(
      'GB',
    );
  });
});

describe('country change', () => {
  it('updates a signed-in customer and suspends the checkout while re-syncing', async () => {
    const { client, calls } = fakeClient({ country: 'SE', language: 'sv', loggedIn: true });
    const local = memoryStorage({ [FEED_COUNTRY_KEY]: 'SE' });
    const suspended: boolean[] = [];
    await changeCountry(
      client as never,
      'DK',
      { language: 'sv', local, suspend: (value) => void suspended.push(value) },
      () => {},
    );
    expect(calls).toEqual(['PUT countries/DK', 'PUT customer/update DK', 'PUT payment-fields DK']);
    expect(suspended).toEqual([true, false]);
    expect(local.getItem(FEED_COUNTRY_KEY)).toBe('DK');
    expect(detectedCountry({ language: 'sv', marketCountry: 'SE', local })).toBe('DK');
  });

  it('neither suspends nor touches the customer for an anonymous change to the synced country', async () => {
    const { client, calls } = fakeClient({ country: 'SE', language: 'sv' });
    const suspended: boolean[] = [];
    await changeCountry(
      client as never,
      'DK',
      {
        language: 'sv',
        local: memoryStorage({ [FEED_COUNTRY_KEY]: 'DK' }),
        suspend: (value) => void suspended.push(value),
      },
      () => {},
    );
    expect(calls).toEqual(['PUT countries/DK']);
    expect(suspended).toEqual([]);
  });

  it('resumes the checkout even when the re-sync fails', async () => {
    const { client } = fakeClient({ country: 'SE', language: 'sv' });
    const failing = { ...client, setCountry: () => Promise.reject(new Error('down')) };
    const suspended: boolean[] = [];
    await expect(
      changeCountry(
        failing as never,
        'DK',
        { language: 'sv', local: memoryStorage(), suspend: (value) => void suspended.push(value) },
        () => {},
      ),
    ).rejects.toThrow('down');
    expect(suspended).toEqual([true, false]);
  });
});
