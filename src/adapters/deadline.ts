/**
 * How long the worker waits for each outside service before it goes on without it. Page reads
 * get little: a page must answer within 3 s, with what it has (the cache, or its shell). The
 * worker's own Checkout API calls are page reads, adds to a cart and the receipt's order;
 * payments start from the browser. Logs and reports are never worth holding a request for.
 * KV answers in milliseconds; one that takes longer than kvRead is treated as down.
 */
export const DEADLINES_MS = {
  kvRead: 500,
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
