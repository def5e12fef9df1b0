import type { AssetManifest } from '../../src/contract/initial-state';
import type { PublicConfig } from '../../src/contract/public-config';
import type * as ReportingScript from './sentry-boot';

/**
 * How long the page must have been loaded before the SDK loads on its own. The SDK is needed
 * to send reports, not to catch errors (the listeners below do that from the first moment),
 * and starting it costs a long task (the tracing build: about 55 ms of a 2-core machine's main
 * thread); after a quiet spell it cannot hold up the page a shopper is starting to use.
 */
const QUIET_AFTER_LOAD_MS = 4000;

/** Errors kept before the SDK runs; a page failing in a loop keeps its first ones, not all. */
const MAX_KEPT = 20;

/**
 * Browser error reporting. It starts before the islands hydrate: an error thrown while the
 * page starts is kept by two small listeners and sent once reporting runs (`sentry-boot.ts`,
 * a script of its own with the SDK's), which is at once when there is an error, otherwise
 * when the page has been quiet for a while after it loaded.
 */
export function startErrorReporting(
  monitoring: NonNullable<PublicConfig['monitoring']>,
  environment: string,
  scripts: AssetManifest['errorReporting'],
): void {
  const kept: unknown[] = [];
  const keep = (error: unknown) => {
    if (kept.length < MAX_KEPT) kept.push(error);
    startSoon();
  };
  const keepError = (event: ErrorEvent) => keep(event.error ?? new Error(event.message));
  const keepRejection = (event: PromiseRejectionEvent) => keep(event.reason);
  window.addEventListener('error', keepError);
  window.addEventListener('unhandledrejection', keepRejection);

  let started = false;
  function startSoon() {
    if (started) return;
    started = true;
    (import(scripts.boot) as Promise<typeof ReportingScript>)
      .then((reporting) => reporting.startReporting({ monitoring, environment, scripts }))
      .then((sdk) => {
        // The SDK's own handlers catch what comes from now on.
        window.removeEventListener('error', keepError);
        window.removeEventListener('unhandledrejection', keepRejection);
        for (const error of kept.splice(0)) sdk.captureException(error);
      })
      .catch((error: unknown) => console.warn('error reporting unavailable', error));
  }
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(startSoon);
    else startSoon();
  };
  const afterQuiet = () => window.setTimeout(whenIdle, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterQuiet();
  else window.addEventListener('load', afterQuiet, { once: true });
}
