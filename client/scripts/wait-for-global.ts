const POLL_MS = 200;

/**
 * Resolves once a script's global exists, polling every 200 ms: third-party scripts load
 * asynchronously and announce nothing, so their global appearing is the only sign they are ready.
 */
export function waitForGlobal<T>(name: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = (window as unknown as Record<string, unknown>)[name];
      if (value !== undefined) return resolve(value as T);
      if (Date.now() - started > timeoutMs) return reject(new Error(`${name} did not load`));
      setTimeout(poll, POLL_MS);
    };
    poll();
  });
}
