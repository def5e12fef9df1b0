import type { Context } from 'hono';

/** The request's execution context; none for a request made in-process (tests, scripts). */
export function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as unknown as ExecutionContext;
  } catch {
    return undefined;
  }
}

/**
 * Work that may finish after the response (cache refreshes, reports). Without an execution
 * context it simply runs unawaited.
 */
export function waitUntilOf(c: Context): (promise: Promise<unknown>) => void {
  const ctx = executionContextOf(c);
  if (ctx) return (promise) => ctx.waitUntil(promise);
  return (promise) =>
    void promise.catch((error: unknown) => console.warn('background work failed', error));
}
