import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the cart lasts for this page.
  }
}
