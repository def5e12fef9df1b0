import { ClientError, ServerError } from '@sanity/client';

/**
 * An error as the Content Lake answers it, raised through the client's own error classes
 * so callers handle embedded and live failures with the same code.
 */
export function lakeError(statusCode: number, url: string, body: Record<string, unknown>): Error {
  const response = {
    statusCode,
    headers: { 'content-type': 'application/json' },
    body,
    url,
    method: 'GET',
  };
  return statusCode >= 500 ? new ServerError(response) : new ClientError(response);
}

export function queryParseError(
  url: string,
  query: string,
  description: string,
  start: number,
  end = start + 1,
): Error {
  return lakeError(400, url, {
    error: { type: 'queryParseError', description, query, start, end },
  });
}
