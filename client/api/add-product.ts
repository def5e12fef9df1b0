const TOKEN_KEY = 'Api-token';

function csrfToken(): string {
  return /(?:^|;\s*)csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}

/**
 * Adds a product to the shopper's selection through the shop's own endpoint, with the
 * stored Checkout API token, and keeps the token the answer carries (spec §7).
 */
export async function addProduct(
  productId: string,
  quantity: number,
  productUrl: string,
): Promise<{ ok: boolean; items: number }> {
  let token: string | null;
  try {
    token = window.localStorage.getItem(TOKEN_KEY);
  } catch {
    token = null;
  }
  const response = await fetch('/api/addProduct', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrfToken() },
    body: JSON.stringify({ ...(token ? { token } : {}), productId, quantity, productUrl }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    token?: string;
    selection?: { items?: { quantity: number }[] };
  };
  if (body.token) {
    try {
      window.localStorage.setItem(TOKEN_KEY, body.token);
    } catch {
      // Without storage the cart lasts for this page.
    }
  }
  const items = (body.selection?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
  return { ok: response.ok, items };
}
