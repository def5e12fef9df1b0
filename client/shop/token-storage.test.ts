import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import { TOKEN_COOKIE } from '../../src/contract/session-cookies';
import { storeAnswerToken, storedToken, tokenCookie } from './token-storage';

/** A browser's local storage and its cookie jar, one cookie per name. */
function stubBrowser(token: string | null) {
  const local = new Map<string, string>(token ? [[TOKEN_STORAGE_KEY, token]] : []);
  const jar = new Map<string, string>();
  vi.stubGlobal('window', {
    location: { protocol: 'https:' },
    localStorage: {
      getItem: (key: string) => local.get(key) ?? null,
      setItem: (key: string, value: string) => void local.set(key, value),
      removeItem: (key: string) => void local.delete(key),
    },
  });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    },
  });
}

describe('the token an answer from the shop’s own endpoints brings', () => {
  beforeEach(() => stubBrowser('before'));
  afterEach(() => vi.unstubAllGlobals());

  it('is kept, and mirrored for the worker, when the stored token is still the one sent', () => {
    storeAnswerToken('before', 'after');
    expect(storedToken()).toBe('after');
    expect(tokenCookie()).toBe('after');
  });

  it('opens the session when none was stored', () => {
    stubBrowser(null);
    storeAnswerToken(null, 'opened');
    expect(storedToken()).toBe('opened');
  });

  it('does not replace a token another answer stored while the call was under way', () => {
    // `before` had expired: each call sent with it got a session of its own.
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'fresh-1');
    storeAnswerToken('before', 'fresh-2');
    expect(storedToken()).toBe('fresh-1');
  });

  it('leaves the stored token when the answer carries none', () => {
    storeAnswerToken('before', undefined);
    storeAnswerToken('before', '');
    expect(storedToken()).toBe('before');
    expect(document.cookie).not.toContain(TOKEN_COOKIE);
  });
});
