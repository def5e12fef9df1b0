/**
 * How long the worker waits for each outside service before it goes on without it. Page reads
 * get little: a page must answer within 3 s, with what it has (the cache, or its shell). The
 * worker's own Checkout API calls are page reads, adds to a cart, the receipt's order and the
 * cart a payment's guard reads. Logs and reports are never worth holding a request for.
 * KV answers in milliseconds; one that takes longer than kvRead is treated as down. The purge
 * log is one D1 query to the database's one location, across an ocean from some colos. Search
 * gets less than the page's other sources: Algolia's client tries up to four hosts in turn,
 * and a page can go on without the products an editor placed in its content. A call the shop
 * checks and passes on for a shopper (a payment, a sign-in) is no page: a payment's start may
 * wait on the provider, and the shopper is waiting for that answer, not for a page.
 */
export const DEADLINES_MS = {
  kvRead: 500,
  purgeLog: 1_000,
  content: 2_500,
  search: 2_000,
  checkout: 2_500,
  checkoutForShopper: 10_000,
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

/** A wait that outlasted its deadline. */
class DeadlinePassed extends Error {
  override name = 'DeadlinePassed';
}

/**
 * What `work` gives within `ms`, or a DeadlinePassed error after them. The work is not
 * stopped (a client with its own retries cannot be), only no longer waited for.
 */
export function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer!: ReturnType<typeof setTimeout>;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DeadlinePassed(`${what} did not answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
