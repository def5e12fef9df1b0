import { readCookie } from '../state/cookies';

/** The CSRF cookie the pages hand out, echoed in a header on the shop's own API calls. */
const csrfToken = (): string => readCookie('csrf_token') ?? '';

/** POSTs JSON to one of the shop's own endpoints (`/api/…`), as its CSRF check expects. */
export function postToShop(path: `/api/${string}`, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrfToken() },
    body: JSON.stringify(body),
  });
}
