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

function storeToken(token: string): void {
  try {
    mirroredStorage(window.localStorage).setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the cart lasts for this page.
  }
}

/**
 * Keeps the token an answer from the shop's own endpoints brought, unless the stored one has
 * changed since the call went out with `sentWith` (the Checkout API no longer knew that token
 * and another call's answer meanwhile brought the session the browser keeps now).
 */
export function storeAnswerToken(sentWith: string | null, token: unknown): void {
  if (typeof token === 'string' && token && storedToken() === sentWith) storeToken(token);
}

/** The token the cookie carried to the worker with this page's request, if any. */
export const tokenCookie = (): string | null => readCookie(TOKEN_COOKIE);
