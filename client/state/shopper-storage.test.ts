import { describe, expect, it } from 'vitest';
import { testSelection } from '../../tests/fixtures/client/selection';
import { storedCustomer, storeShopper } from './shopper-storage';

/** The location selection as local storage keeps it for the shopper's next visit. */
const storedLocation = (store: Pick<Storage, 'getItem'>): unknown =>
  JSON.parse(store.getItem('location-selection') ?? 'null');

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('shopper storage', () => {
  it('keeps the location selection with its currency format', () => {
    const store = memoryStorage();
    storeShopper(testSelection({ country: 'SE', currency: 'SEK' }), 'sv', store);
    expect(storedLocation(store)).toEqual({
      language: 'sv',
      country: 'SE',
      countryCode: 'SE',
      countryName: 'Sweden',
      name: 'Sweden',
      pricelist: 20,
      currency: 'SEK',
      currencyFormat: {
        prefix: '',
        suffix: ' kr',
        decimalDigits: 2,
        decimalPoint: ',',
        thousandsSeparator: ' ',
      },
    });
  });

  it('keeps the signed-in customer, and forgets them after sign-out', () => {
    const store = memoryStorage();
    const loggedIn = { email: 'a@example.com', firstName: 'Ada', lastName: 'L', country: 'SE' };
    storeShopper(testSelection({ loggedIn }), 'sv', store);
    expect(storedCustomer(store)).toEqual(loggedIn);
    storeShopper(testSelection(), 'sv', store);
    expect(storedCustomer(store)).toBeNull();
  });

  it('falls back to the stored country, then the location defaults, while the location is unknown', () => {
    const store = memoryStorage();
    const unknown = testSelection({ currency: '' });
    const response = {
      ...unknown,
      location: { country: null, name: '', shipTo: false },
    };
    storeShopper(response, 'xx', store);
    expect(storedLocation(store)).toMatchObject({
      language: 'en',
      country: 'FI',
      countryName: 'Sweden',
      pricelist: 20,
      currency: 'SEK',
    });
    storeShopper(testSelection({ country: 'DK' }), 'da', store);
    storeShopper(response, 'da', store);
    expect(storedLocation(store)).toMatchObject({ language: 'da', country: 'DK' });
  });

  it('reads nothing from a damaged entry, and writes over it', () => {
    const store = memoryStorage();
    store.setItem('signed-in-customer', '{not json');
    expect(storedCustomer(store)).toBeNull();
    store.setItem('location-selection', '{not json');
    storeShopper(testSelection({ country: 'DK' }), 'da', store);
    expect(storedLocation(store)).toMatchObject({ language: 'da', country: 'DK' });
  });
});
