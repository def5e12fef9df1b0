import type { OrderResponse } from '../../src/contract/checkout-api/schemas';
import type { PublicConfig } from '../../src/contract/public-config';
import { postToShop } from '../api/post-to-shop';
import { trackMarketing } from '../scripts/marketing-tracker';
import { sessionUserId } from '../state/user-id';
import { firstMissingRate, firstTimeFor, marketingValueSek } from './marketing-value';

type Order = OrderResponse['order'];

function logEvent(event: { event: string; data: Record<string, unknown> }) {
  void postToShop('/api/logflare', event)
    .then((response) => {
      if (!response.ok) console.warn(`${event.event} event refused`, response.status);
    })
    .catch((error: unknown) => console.warn(`${event.event} event not sent`, error));
}

/**
 * Tells the page's tags of the purchase once per order: the tag manager's data layer and the
 * marketing tracker (its value in SEK). A currency without a rate sends no value, never a
 * wrong one, and is logged once per browser so the operator can configure its rate. (The
 * shop's own purchase event is written by the worker when the payment completes.)
 */
export function tagPurchase(
  order: Order,
  local: Pick<Storage, 'getItem' | 'setItem'>,
  config: Pick<PublicConfig, 'scripts' | 'sekRates'>,
) {
  if (!firstTimeFor(order.order, local)) return;
  const converted = marketingValueSek(order, config.sekRates);
  const value = converted.ok ? converted.value : undefined;
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({
    event: 'purchase',
    transaction_id: order.order,
    value_sek: value,
    user_id: sessionUserId(),
  });
  if (converted.ok)
    void trackMarketing(config.scripts, 'Placed Order', {
      OrderId: order.order,
      $value: converted.value,
      currency: 'SEK',
    });
  else if (firstMissingRate(converted.currency, local))
    logEvent({
      event: 'sek_rate_missing',
      data: {
        currency: converted.currency,
        problem: converted.error,
        order: order.order,
        userId: sessionUserId(),
      },
    });
}
