import { FilterError } from './filter-error';
import { IndexNotFoundError } from './search-engine';

export class EngineRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'EngineRequestError';
  }
}

/** Algolia's error body, `{message, status}`, and the status a failure maps to. */
export function errorResponse(error: unknown): {
  status: number;
  body: { message: string; status: number };
} {
  if (error instanceof EngineRequestError)
    return { status: error.status, body: { message: error.message, status: error.status } };
  if (error instanceof IndexNotFoundError)
    return { status: 404, body: { message: error.message, status: 404 } };
  if (error instanceof FilterError)
    return { status: 400, body: { message: error.message, status: 400 } };
  return {
    status: 500,
    body: { message: 'Internal error in the embedded search engine', status: 500 },
  };
}
