/**
 * How long the worker waits for each outside service before it goes on without it. Page reads
 * get little: a page must answer within 3 s, with what it has (the cache, or its shell). The
 * worker's own Checkout API calls are page reads and adds to a cart; payments go from the
 * browser. Logs and reports are never worth holding a request for.
 */
export const DEADLINES_MS = {
  content: 2_500,
  checkout: 2_500,
  priceFeed: 1_000,
  eventLog: 3_000,
  errorReports: 3_000,
} as const;

/** A fetch that gives up after `ms` (as well as whenever the caller's own signal says so). */
export function fetchWithin(ms: number, fetcher: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const deadline = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return fetcher(input, { ...init, signal });
  };
}
