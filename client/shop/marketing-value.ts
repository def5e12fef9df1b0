import type { OrderResponse } from '../../src/contract/checkout-api/schemas';
import { convertToSek, type SekConversion } from '../../src/domain/money/conversion-rates';

type Order = OrderResponse['order'];

const amount = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** The order value the marketing tracker records, in its base currency SEK at the shop's rates. */
export function marketingValueSek(order: Order, rates: Record<string, number>): SekConversion {
  return convertToSek(amount(order.totals.grandTotalPriceAsNumber), order.currency, rates);
}

const MISSING_RATES_KEY = 'sek-rate-missing';

/** True the first time this browser meets an order currency without a rate: it is reported once. */
export function firstMissingRate(
  currency: string,
  store: Pick<Storage, 'getItem' | 'setItem'>,
): boolean {
  const reported = (store.getItem(MISSING_RATES_KEY) ?? '').split(',').filter(Boolean);
  if (reported.includes(currency)) return false;
  store.setItem(MISSING_RATES_KEY, [...reported, currency].join(','));
  return true;
}

const TAGGED_ORDERS_KEY = 'purchase-tagged';

/** True the first time an order is seen in this browser: the page's tags hear of it once. */
export function firstTimeFor(order: string, store: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const tagged = (store.getItem(TAGGED_ORDERS_KEY) ?? '').split(',').filter(Boolean);
  if (tagged.includes(order)) return false;
  store.setItem(TAGGED_ORDERS_KEY, [...tagged.slice(-19), order].join(','));
  return true;
}
