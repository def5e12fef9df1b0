import type { FetchLike } from '../../contract/checkout-api/request';

/** What the shop passes on of a shopper's call: its session token and the body it checked. */
export interface ForwardedCall {
  /** The shopper's own API token; none opens a session, as it would from the browser. */
  token: string | undefined;
  body: unknown;
}

/**
 * Calls the shop checks before its Checkout API sees them (decision 0042) go on from here as
 * the shopper's own: the shopper's token and the checked body as JSON, and nothing of the
 * shop's (never the shared secret: the tenant must not take the call for the server's). The
 * answer comes back as the API gave it, status, body and token; it is never cached.
 */
export function createCheckoutForwarder(options: { baseUrl: string; fetch: FetchLike }) {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async forward(route: string, call: ForwardedCall): Promise<Response> {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
      };
      if (call.token) headers['API-token'] = call.token;
      const answer = await options.fetch(
        new Request(`${base}/${route}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(call.body),
        }),
      );
      return new Response(answer.body, {
        status: answer.status,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        },
      });
    },
  };
}
