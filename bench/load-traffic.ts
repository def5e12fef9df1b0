// The module itself (not the folder's index): Node runs this file without a bundler.
import { ageConsent } from '../src/domain/consents/consents.ts';

/** One kind of request in the mix, and how to make one. */
export interface TrafficKind {
  name: string;
  /** Share of the mix, relative to the others. */
  weight: number;
  /** Makes one request (or one short journey) and answers the HTTP statuses it saw. */
  run: (origin: string) => Promise<number[]>;
}

const API = '/_local/checkout-api';
const json = { 'Content-Type': 'application/json' };
const WORDS = ['mint', 'berry', 'strong', 'slim', 'citrus', 'cola', 'coffee', 'fresh', 'ice'];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function status(response: Promise<Response>): Promise<number> {
  const answered = await response;
  await answered.arrayBuffer();
  return answered.status;
}

/** A shopper's session, started as the browser starts it. */
async function newSession(origin: string): Promise<{ token: string; statuses: number[] }> {
  const response = await fetch(`${origin}${API}/selection`);
  const body = (await response.json()) as { token: string };
  return { token: body.token, statuses: [response.status] };
}

/** The CSRF cookie a page hands out, and the headers a same-origin call echoes it in. */
export async function sameOriginHeaders(origin: string): Promise<Record<string, string>> {
  const page = await fetch(`${origin}/checkout`);
  await page.arrayBuffer();
  const token = /csrf_token=([^;]+)/.exec(page.headers.get('Set-Cookie') ?? '')?.[1];
  if (!token) throw new Error('no CSRF cookie on /checkout');
  return { Cookie: `csrf_token=${token}`, 'x-csrf-token': token, Origin: origin };
}

/**
 * The mix a busy shop sees: mostly cached pages, some pages the cache cannot answer (a fresh
 * search), the browser's search box, adds to cart and whole checkouts through payment to the
 * receipt.
 */
export function trafficMix(
  cachedPages: readonly string[],
  /** The page's CSRF cookie and its echo, for the shop's own endpoints. */
  sameOrigin: Record<string, string>,
): TrafficKind[] {
  return [
    {
      name: 'cached page',
      weight: 50,
      run: async (origin) => [await status(fetch(`${origin}${pick(cachedPages)}`))],
    },
    {
      name: 'uncached page',
      weight: 12,
      run: async (origin) => [
        await status(
          fetch(`${origin}/products?q=${pick(WORDS)}+${Math.random().toString(36).slice(2, 7)}`),
        ),
      ],
    },
    {
      name: 'search',
      weight: 18,
      run: async (origin) => [
        await status(
          fetch(`${origin}/_local/algolia/1/indexes/*/queries`, {
            method: 'POST',
            headers: { 'X-Algolia-Application-Id': 'local', 'X-Algolia-API-Key': 'local-search' },
            body: JSON.stringify({
              requests: [{ indexName: 'products_en', query: pick(WORDS), hitsPerPage: 8 }],
            }),
          }),
        ),
      ],
    },
    {
      name: 'add to cart',
      weight: 12,
      run: async (origin) => {
        const { token, statuses } = await newSession(origin);
        const headers = { ...json, 'API-token': token };
        statuses.push(
          await status(
            fetch(`${origin}${API}/items/1001-1/quantity/1`, {
              method: 'POST',
              headers,
              body: '{}',
            }),
          ),
        );
        return statuses;
      },
    },
    {
      name: 'checkout to order',
      weight: 8,
      run: async (origin) => {
        const { token, statuses } = await newSession(origin);
        const headers = { ...json, 'API-token': token };
        const call = (method: string, path: string, body: unknown = {}) =>
          status(fetch(`${origin}${API}/${path}`, { method, headers, body: JSON.stringify(body) }));
        statuses.push(await call('PUT', 'countries/SE', { language: 'sv' }));
        statuses.push(await call('POST', 'items/1002-1/quantity/1'));
        statuses.push(
          await call('POST', 'payment', {
            paymentMethod: 'dummy-direct',
            paymentReturnPage: `${origin}/sv/receipt`,
            paymentFailedPage: `${origin}/sv/checkout`,
            termsAndConditions: true,
            consents: [ageConsent()],
            address: {
              email: 'load@example.se',
              firstName: 'Lasse',
              lastName: 'Last',
              address1: 'Storgatan 1',
              zipCode: '111 22',
              city: 'Stockholm',
              phoneNumber: '0701234567',
              country: 'SE',
            },
          }),
        );
        // The receipt page's call: the worker reads the order and writes its purchase event.
        statuses.push(
          await status(
            fetch(`${origin}/api/receipt`, {
              method: 'POST',
              headers: { ...json, ...sameOrigin },
              body: JSON.stringify({ token, clickId: null }),
            }),
          ),
        );
        return statuses;
      },
    },
  ];
}
