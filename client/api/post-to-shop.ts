import { readCookie } from '../state/cookies';

/** The header the shop's own endpoints check: the CSRF cookie the pages hand out, echoed. */
export function csrfEcho() {
  return { 'x-csrf-token': readCookie('csrf_token') ?? '' };
}

/** POSTs JSON to one of the shop's own endpoints (`/api/…`), as its CSRF check expects. */
export function postToShop(path: `/api/${string}`, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...csrfEcho() },
    body: JSON.stringify(body),
  });
}
