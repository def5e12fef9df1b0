import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import { TOKEN_COOKIE } from '../../src/contract/session-cookies';
import { readCookie } from '../state/cookies';
import { mirroredStorage } from '../state/session-cookies';

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    mirroredStorage(window.localStorage).setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the cart lasts for this page.
  }
}

/** The token the cookie carried to the worker with this page's request, if any. */
export const tokenCookie = (): string | null => readCookie(TOKEN_COOKIE);
