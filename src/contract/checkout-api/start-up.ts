import { CHOSEN_COUNTRY_KEY, FEED_COUNTRY_KEY } from './country-keys';
import type { SelectionResponse } from './schemas';

/** What each start-up call changed, for whoever keeps the selection's state. */
export type Apply = (
  operation: 'fetch' | 'language' | 'payment-fields' | 'country',
  response: SelectionResponse,
) => void;

interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

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

function readChoice(local: Pick<Store, 'getItem'>): { language: string; country: string } | null {
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

/** The calls the start-up makes, as the browser's client and the worker's both offer them. */
export interface StartUpClient {
  selection(): Promise<SelectionResponse>;
  setLanguage(language: string): Promise<SelectionResponse>;
  setPaymentFields(fields: { address: { country: string } }): Promise<SelectionResponse>;
  setCountry(country: string, language: string): Promise<SelectionResponse>;
}

/**
 * The start-up sequence: ensure a selection; set the language; revalidate payment and shipping
 * methods for the detected country; a shopping-feed country that differs from the
 * selection's is set and revalidated too. Every answer goes through `apply`.
 */
export async function startUp(
  client: StartUpClient,
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

/** The language the selection is in. */
export function selectionLanguage(response: SelectionResponse): string | undefined {
  const language = response.selection.language ?? response.location.language;
  return typeof language === 'string' ? language : language?.language;
}
