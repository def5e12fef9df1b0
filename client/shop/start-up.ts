import type { CheckoutClient } from '../api/checkout-client';
import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import type { CartOperation } from '../state/cart-state';
import { CHOSEN_COUNTRY_KEY, FEED_COUNTRY_KEY } from '../state/shopper-storage';

export type Apply = (operation: CartOperation, response: SelectionResponse) => void;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export interface StartUpInput {
  language: string;
  /** The page's market country (its domain's). */
  marketCountry: string;
  /** A country named by a shopping-feed link (`?country=`), if the shopper came from one. */
  feedCountry: string | null;
  local: Store;
}

/**
 * The country to price the cart in: the one the shopper picked on this market before,
 * otherwise the market's own (a move to another domain follows that domain).
 */
export function detectedCountry(input: Pick<StartUpInput, 'language' | 'marketCountry' | 'local'>) {
  const chosen = readChoice(input.local);
  return chosen?.language === input.language && /^[A-Z]{2}$/.test(chosen.country)
    ? chosen.country
    : input.marketCountry;
}

function readChoice(local: Pick<Storage, 'getItem'>): { language: string; country: string } | null {
  try {
    const value = JSON.parse(local.getItem(CHOSEN_COUNTRY_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { language, country } = value as Record<string, unknown>;
    return typeof language === 'string' && typeof country === 'string'
      ? { language, country }
      : null;
  } catch {
    return null;
  }
}

/**
 * The start-up sequence: ensure a selection; set the language; revalidate payment and shipping
 * methods for the detected country; a shopping-feed country that differs from the
 * selection's is set and revalidated too. Every answer goes through `apply`.
 */
export async function startUp(
  client: Pick<CheckoutClient, 'selection' | 'setLanguage' | 'setPaymentFields' | 'setCountry'>,
  input: StartUpInput,
  apply: Apply,
): Promise<SelectionResponse> {
  let response = await client.selection();
  apply('fetch', response);
  if (selectionLanguage(response) !== input.language) {
    response = await client.setLanguage(input.language);
    apply('language', response);
  }
  response = await client.setPaymentFields({ address: { country: detectedCountry(input) } });
  apply('payment-fields', response);
  const feed = input.feedCountry?.toUpperCase();
  if (feed && /^[A-Z]{2}$/.test(feed) && feed !== response.location.country) {
    response = await client.setCountry(feed, input.language);
    apply('country', response);
    response = await client.setPaymentFields({ address: { country: feed } });
    apply('payment-fields', response);
    input.local.setItem(FEED_COUNTRY_KEY, feed);
  }
  return response;
}

function selectionLanguage(response: SelectionResponse): string | undefined {
  const language = response.selection.language ?? response.location.language;
  return typeof language === 'string' ? language : language?.language;
}

/**
 * The shopper picks a country: a signed-in customer's stored country follows;
 * a country other than the one last synced for the shopping feed suspends the checkout
 * while the country is re-synced, then resumes it.
 */
export async function changeCountry(
  client: Pick<CheckoutClient, 'setCountry' | 'setPaymentFields' | 'updateCustomer'>,
  country: string,
  input: { language: string; local: Store; suspend: (suspended: boolean) => void },
  apply: Apply,
): Promise<SelectionResponse> {
  const resync = input.local.getItem(FEED_COUNTRY_KEY) !== country;
  input.local.setItem(CHOSEN_COUNTRY_KEY, JSON.stringify({ language: input.language, country }));
  if (resync) input.suspend(true);
  try {
    let response = await client.setCountry(country, input.language);
    apply('country', response);
    if (response.loggedIn) {
      response = await client.updateCustomer({ country });
      apply('customer', response);
    }
    if (resync) {
      response = await client.setPaymentFields({ address: { country } });
      apply('payment-fields', response);
      input.local.setItem(FEED_COUNTRY_KEY, country);
    }
    return response;
  } finally {
    if (resync) input.suspend(false);
  }
}
