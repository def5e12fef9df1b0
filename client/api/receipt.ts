import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import { orderResponseSchema, type OrderResponse } from '../../src/contract/checkout-api/schemas';
import { storeAnswerToken, storedToken } from '../shop/token-storage';
import { postToShop } from './post-to-shop';

/**
 * The receipt's order through the shop's own endpoint: the payment completed with what the
 * provider sent back (none: the session's latest order). The worker writes the purchase event
 * from the order itself; the browser never reports revenue. Keeps the token the answer
 * carries; a refusal is thrown as the Checkout API's error, as a direct call would be.
 */
export async function receiptOrder(
  paymentMethodFields: Record<string, unknown>,
  clickId: string | null,
): Promise<OrderResponse> {
  const token = storedToken();
  if (!token) throw new CheckoutApiError(401, { errors: { token: 'no checkout session' } });
  const response = await postToShop('/api/receipt', {
    token,
    paymentMethodFields,
    clickId,
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  storeAnswerToken(token, body.token);
  if (!response.ok) throw new CheckoutApiError(response.status, body);
  return orderResponseSchema.parse(body);
}
