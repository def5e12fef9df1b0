import type { AssetManifest } from '../../src/contract/initial-state';
import type { PublicConfig } from '../../src/contract/public-config';
import { browserStorage } from '../state/browser-storage';
import { errorTrackingSession } from './error-tracking-session';
import type * as SentryScript from './sentry-errors';

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
 * page starts is kept by two small listeners and sent once the Sentry SDK runs, which is at
 * once when there is an error, otherwise when the page has been quiet for a while after it
 * loaded. Every envelope goes through the same-origin tunnel /api/monitoring. What belongs to
 * the browser session is kept in session storage (error-tracking-session.ts): its id, named
 * on every report; whether it is traced, decided on its first page for the whole visit at the
 * configured rate (0.2; the page load's timings are read from the browser's buffered entries,
 * so a later start loses none, and tracing headers go only to this origin's requests); and
 * the errors it has reported (reported-once.ts, read by the SDK's script), each reported once
 * per session.
 */
export function startErrorReporting(
  monitoring: NonNullable<PublicConfig['monitoring']>,
  environment: string,
  scripts: AssetManifest['errorReporting'],
): void {
  const storage = browserStorage('sessionStorage');
  const session = errorTrackingSession(storage, monitoring.tracesSampleRate);
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
  const start = async () => {
    if (started) return;
    started = true;
    // Traces are sampled per session: a sampled session's pages get the script with tracing
    // (and sample all of their spans), the others the lighter one with what reports need.
    const { traced } = session;
    const sdk = (await import(traced ? scripts.traced : scripts.errors)) as typeof SentryScript;
    sdk.startSentry({
      dsn: monitoring.dsn,
      tunnel: '/api/monitoring',
      environment,
      tracesSampleRate: traced ? 1 : 0,
      tracePropagationTargets: [window.location.origin, /^\/(?!\/)/],
      // What is reported, and what a report may not carry, is decided in the SDK's script
      // (sentry-start.ts), which loads only when reporting starts.
      sessionId: session.id,
      sessionStorage: storage,
    });
    // The SDK's own handlers catch what comes from now on.
    window.removeEventListener('error', keepError);
    window.removeEventListener('unhandledrejection', keepRejection);
    for (const error of kept.splice(0)) sdk.captureException(error);
  };
  function startSoon() {
    void start().catch((error: unknown) => console.warn('error reporting unavailable', error));
  }
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(startSoon);
    else startSoon();
  };
  const afterQuiet = () => window.setTimeout(whenIdle, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterQuiet();
  else window.addEventListener('load', afterQuiet, { once: true });
}
