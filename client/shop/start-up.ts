import type { CheckoutClient } from '../api/checkout-client';
import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import { CHOSEN_COUNTRY_KEY, FEED_COUNTRY_KEY } from '../../src/contract/checkout-api/country-keys';
import type { CartOperation } from '../state/cart-state';

export { startUp } from '../../src/contract/checkout-api/start-up';

export type Apply = (operation: CartOperation, response: SelectionResponse) => void;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

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
