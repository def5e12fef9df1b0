import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import type { PublicConfig } from '../../src/contract/public-config';
import { convertToSek } from '../../src/domain/money/conversion-rates';
import { trackMarketing } from '../scripts/marketing-tracker';
import { marketingAllowed } from '../state/consent';
import { itemCount } from '../state/cart-state';

/** Session storage: the cart value the marketing tracker was last told, so a page load is no change. */
const TOLD_CART_VALUE_KEY = 'marketing-cart-value';

/**
 * Tells the marketing tracker the cart's value in SEK (the shop's fixed rates) whenever it
 * changed since it was last told, with marketing consent only. A currency without a rate sends
 * nothing rather than a wrong value (the purchase reports it).
 */
export function tellCartValue(
  selection: SelectionResponse | null,
  config: Pick<PublicConfig, 'scripts' | 'sekRates'>,
  store: Pick<Storage, 'getItem' | 'setItem'>,
): void {
  if (!selection || !config.scripts.marketing || !marketingAllowed()) return;
  const { totals, currency } = selection.selection;
  const converted = convertToSek(totals.grandTotalPriceAsNumber ?? 0, currency, config.sekRates);
  if (!converted.ok) return;
  const value = Math.round(converted.value * 100) / 100;
  if (store.getItem(TOLD_CART_VALUE_KEY) === String(value)) return;
  store.setItem(TOLD_CART_VALUE_KEY, String(value));
  void trackMarketing(config.scripts, 'Cart Value Changed', {
    $value: value,
    currency: 'SEK',
    ItemCount: itemCount(selection),
  });
}
