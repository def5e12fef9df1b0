import { browserStorage } from './browser-storage';

/** Session storage key of the visitor's id for tracking events (spec: a key of its own). */
const USER_ID_KEY = 'user-id';

/**
 * The id this browser session's tracking events carry, so a journey's events belong together:
 * random, made on the first event, gone with the session. It names no person.
 */
export function sessionUserId(): string {
  const store = browserStorage('sessionStorage');
  const known = store.getItem(USER_ID_KEY);
  if (known) return known;
  const id = crypto.randomUUID();
  store.setItem(USER_ID_KEY, id);
  return id;
}
