/** Local storage key of the Checkout API token (spec §3); the browser client uses the same. */
export const API_TOKEN_KEY = 'Api-token';

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(API_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(API_TOKEN_KEY, token);
  } catch {
    // Without storage the cart lasts for this page.
  }
}
