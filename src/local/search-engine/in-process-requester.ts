import type { EndRequest, Requester, Response as AlgoliaResponse } from '@algolia/client-common';

export type RequestHandler = (request: Request) => Response | Promise<Response>;

/**
 * An algoliasearch requester that hands each request to a handler in the same isolate
 * (the embedded engine's app): the real client, no socket, no network.
 */
export function inProcessRequester(handle: RequestHandler): Requester {
  return {
    async send(request: EndRequest): Promise<AlgoliaResponse> {
      const response = await handle(
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          // The client never compresses toward this requester, so a byte body is UTF-8 text.
          ...(request.data !== undefined && request.method !== 'GET'
            ? {
                body:
                  typeof request.data === 'string'
                    ? request.data
                    : new TextDecoder().decode(request.data),
              }
            : {}),
        }),
      );
      return { status: response.status, content: await response.text(), isTimedOut: false };
    },
  };
}
