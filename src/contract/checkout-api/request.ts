import type * as z from 'zod/mini';
import { CheckoutApiError } from './checkout-api-error';

export type FetchLike = (input: Request) => Promise<Response>;

export interface RequestOptions {
  baseUrl: string;
  fetch: FetchLike;
  /** The session token to send, if any; 'none' asks for a stateless call. */
  token?: () => string | null | undefined;
  /** Called with the token of every response, errors included, and the one the call was sent with. */
  onToken?: (token: string, sentWith: string | null) => void;
  headers?: Record<string, string>;
}

/** Path segments such as voucher codes and emails are always URL-encoded. */
export function path(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  return strings.reduce(
    (result, part, index) =>
      result + part + (index < segments.length ? encodeURIComponent(String(segments[index])) : ''),
    '',
  );
}

class CheckoutResponseError extends Error {
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Unexpected Checkout API response for ${path}: ${issues}`);
    this.name = 'CheckoutResponseError';
  }
}

/**
 * One JSON request to the Checkout API. POST and PUT always carry a JSON body (`{}` when
 * there is nothing to say). The response token is handed to onToken before anything
 * else, errors included; a status >= 400 or an `errors` field is thrown as a
 * CheckoutApiError with the parsed body, and a success is parsed with `schema`.
 */
export function createRequester(options: RequestOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async function request<S extends z.ZodMiniType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    route: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = options.token?.();
    if (token) headers['API-token'] = token;
    const hasBody = method === 'POST' || method === 'PUT';
    if (hasBody) headers['Content-Type'] = 'application/json';
    const response = await options.fetch(
      new Request(`${base}/${route.replace(/^\/+/, '')}`, {
        method,
        headers,
        ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
      }),
    );
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new CheckoutApiError(response.status, {
        errors: { body: 'the response was not JSON' },
      });
    }
    const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    if (typeof record.token === 'string' && record.token)
      options.onToken?.(record.token, token ?? null);
    if (response.status >= 400 || 'errors' in record) {
      throw new CheckoutApiError(response.status, record as CheckoutApiError['data']);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new CheckoutResponseError(route, parsed.error.message);
    return parsed.data;
  };
}

export type Requester = ReturnType<typeof createRequester>;
