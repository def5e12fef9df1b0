import type { Context } from 'hono';

/**
 * Work that may finish after the response (cache refreshes, reports). Without an execution
 * context (a request made in-process by a test or a script) it simply runs unawaited.
 */
export function waitUntilOf(c: Context): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) =>
      void promise.catch((error: unknown) => console.warn('background work failed', error));
  }
}
