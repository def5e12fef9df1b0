import { atom } from 'jotai';
import type { ServerRead } from '../../src/contract/page-data';
import { storedToken, tokenCookie } from './token-storage';

/**
 * Whether the page as the worker rendered it shows the session this browser holds: the worker
 * read the session of a cookie that carries the stored token, or no cookie came and the browser
 * holds no token (no session yet: an empty cart, nobody signed in). Read before the cookie is
 * mirrored again, so it describes the request the page came from.
 */
export function serverShowsSession(read: ServerRead<unknown>): boolean {
  const token = storedToken();
  if (read.state === 'read') return token !== null && tokenCookie() === token;
  return read.state === 'none' && token === null;
}

/**
 * True on a shopper's page that shows their session as the worker read it: the page then
 * waits for the shopper's first touch, and the session is read again only from then. False
 * everywhere else, and on a shopper's page whose session the browser must read at once.
 */
export const sessionShownAtom = atom(false);
