import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import { locationDefaults } from '../../src/domain/markets/location-defaults';
import { resolveLanguage } from '../../src/domain/markets/languages';

/** Local storage keys: the location selection and the signed-in customer. */
const LOCATION_KEY = 'location-selection';
const CUSTOMER_KEY = 'signed-in-customer';

interface LocationSelection {
  /** The market (page language) the shopper chose this country on. */
  language: string;
  country: string;
  countryCode: string;
  countryName: string;
  name: string;
  pricelist: number;
  currency: string;
  currencyFormat: {
    prefix?: string;
    suffix?: string;
    decimalDigits?: number;
    decimalPoint?: string;
    thousandsSeparator?: string;
  };
}

export interface SignedInCustomer {
  email: string;
  firstName?: string;
  lastName?: string;
  country?: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Where the shopper is, from the Checkout API's answer. What it does not know yet falls back:
 * the country to the one stored before, then the defaults; the pricelist, currency and country
 * name to the defaults; a language outside the shop's to the default language.
 */
function locationSelectionOf(
  response: SelectionResponse,
  language: string,
  storedCountry?: string | null,
): LocationSelection {
  const { location, selection } = response;
  const format = selection.currencyFormat;
  const defaults = locationDefaults({ storedCountry });
  const country = location.country || defaults.country;
  const name = location.name || defaults.countryName;
  return {
    language: resolveLanguage(language),
    country,
    countryCode: country,
    countryName: name,
    name,
    pricelist: location.pricelist ?? defaults.pricelist,
    currency: selection.currency || defaults.currency,
    currencyFormat: {
      ...(format.prefix !== undefined ? { prefix: format.prefix } : {}),
      ...(format.suffix !== undefined ? { suffix: format.suffix } : {}),
      ...(format.decimalDigits !== undefined
        ? { decimalDigits: Number(format.decimalDigits) }
        : {}),
      ...(format.decimalPoint !== undefined ? { decimalPoint: format.decimalPoint } : {}),
      ...(format.thousandsSeparator !== undefined
        ? { thousandsSeparator: format.thousandsSeparator }
        : {}),
    },
  };
}

/** Keeps what the next page needs before the API answers: where the shopper is and who. */
export function storeShopper(response: SelectionResponse, language: string, store: Store): void {
  const stored = storedLocation(store)?.country;
  store.setItem(LOCATION_KEY, JSON.stringify(locationSelectionOf(response, language, stored)));
  if (response.loggedIn) {
    const { email, firstName, lastName, country } = response.loggedIn;
    const customer: SignedInCustomer = {
      email,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(country ? { country } : {}),
    };
    store.setItem(CUSTOMER_KEY, JSON.stringify(customer));
  } else {
    store.removeItem(CUSTOMER_KEY);
  }
}

function readJson<T>(store: Pick<Storage, 'getItem'>, key: string): T | null {
  try {
    const text = store.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

const storedLocation = (store: Pick<Storage, 'getItem'>) =>
  readJson<LocationSelection>(store, LOCATION_KEY);
export const storedCustomer = (store: Pick<Storage, 'getItem'>) =>
  readJson<SignedInCustomer>(store, CUSTOMER_KEY);
