import type { SelectionResponse } from '../../../src/contract/checkout-api/schemas';

/**
 * The country the order would be delivered to: the selection's, when the shop ships there.
 * A shopper whose market is not shipped to (their cart stands on it, priced in its money)
 * has none until they choose one of the countries offered.
 */
export function deliveryCountryOf(selection: SelectionResponse): string {
  const { country, shipTo } = selection.location;
  if (!country || !shipTo) return '';
  return selection.countries.some((entry) => entry.country === country) ? country : '';
}
