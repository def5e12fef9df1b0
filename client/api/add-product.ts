import { postToShop } from './post-to-shop';
import { storeAnswerToken, storedToken } from '../shop/token-storage';

/**
 * Adds a product to the shopper's selection through the shop's own endpoint, with the
 * stored Checkout API token, and keeps the token the answer carries. The body
 * is the Checkout API's selection response, checked by the caller.
 */
export async function addProduct(
  productId: string,
  quantity: number,
  productUrl: string,
  comment?: string,
): Promise<{ ok: boolean; status: number; body: unknown }> {
  const token = storedToken();
  const response = await postToShop('/api/addProduct', {
    ...(token ? { token } : {}),
    productId,
    quantity,
    productUrl,
    ...(comment ? { comment } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as { token?: unknown };
  storeAnswerToken(token, body.token);
  return { ok: response.ok, status: response.status, body };
}
