import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import { CHOSEN_COUNTRY_KEY } from '../../src/contract/checkout-api/country-keys';
import { CHOSEN_COUNTRY_COOKIE, TOKEN_COOKIE } from '../../src/contract/session-cookies';
import { readCookie, writeCookie } from './cookies';

const DAY = 60 * 60 * 24;

/** Local storage keys the worker reads too, each from its cookie, and how long that lasts. */
const MIRRORED: ReadonlyMap<string, { cookie: string; seconds: number }> = new Map([
  [TOKEN_STORAGE_KEY, { cookie: TOKEN_COOKIE, seconds: 90 * DAY }],
  [CHOSEN_COUNTRY_KEY, { cookie: CHOSEN_COUNTRY_COOKIE, seconds: 365 * DAY }],
]);

function mirror(key: string, value: string | null) {
  const mirrored = MIRRORED.get(key);
  if (mirrored && value && readCookie(mirrored.cookie) !== value)
    writeCookie(mirrored.cookie, value, mirrored.seconds);
}

/**
 * Copies what the worker reads from local storage into its cookies, so it renders the next
 * checkout, receipt or account page with this browser's session (local storage stays the
 * values' home: the Checkout API's clients and the start-up read them there).
 */
export function mirrorLocalStorage(local?: Pick<Storage, 'getItem'>): void {
  for (const key of MIRRORED.keys()) {
    try {
      // Read inside: a browser may refuse storage altogether (a frame of another site).
      mirror(key, (local ?? window.localStorage).getItem(key));
    } catch {
      // Without storage there is nothing to mirror.
    }
  }
}

/** Local storage with each value the worker reads mirrored into its cookie as it changes. */
export function mirroredStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value);
      mirror(key, value);
    },
    removeItem: (key) => {
      storage.removeItem(key);
      const mirrored = MIRRORED.get(key);
      if (mirrored) writeCookie(mirrored.cookie, '', 0);
    },
  };
}
