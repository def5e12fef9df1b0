import type { AssetManifest } from '../../src/contract/initial-state';
import type { PublicConfig } from '../../src/contract/public-config';
import { browserStorage } from '../state/browser-storage';
import { errorTrackingSession } from './error-tracking-session';
import type * as SentryScript from './sentry-errors';

/** What the page hands the reporting once it starts: its settings. */
export interface ReportingStart {
  monitoring: NonNullable<PublicConfig['monitoring']>;
  environment: string;
  scripts: AssetManifest['errorReporting'];
}

/**
 * Starts error reporting: a script of its own, which the page loads when the SDK is needed
 * (its first error, or a quiet moment after load), so none of this is part of the page's
 * start. What belongs to the browser session is kept in session storage
 * (error-tracking-session.ts): its id, named on every report; whether it is traced, decided on
 * its first page for the whole visit at the configured rate (0.2; the page load's timings are
 * read from the browser's buffered entries, so a later start loses none, and tracing headers
 * go only to this origin's requests); and the errors it has reported (reported-once.ts), each
 * reported once per session. Every envelope goes through the same-origin tunnel
 * /api/monitoring. Answers the running SDK, for what the page kept before it ran.
 */
export async function startReporting({
  monitoring,
  environment,
  scripts,
}: ReportingStart): Promise<Pick<typeof SentryScript, 'captureException'>> {
  const storage = browserStorage('sessionStorage');
  const { id, traced } = errorTrackingSession(storage, monitoring.tracesSampleRate);
  // Traces are sampled per session: a sampled session's pages get the script with tracing
  // (and sample all of their spans), the others the lighter one with what reports need.
  const sdk = (await import(traced ? scripts.traced : scripts.errors)) as typeof SentryScript;
  sdk.startSentry({
    dsn: monitoring.dsn,
    tunnel: '/api/monitoring',
    environment,
    tracesSampleRate: traced ? 1 : 0,
    tracePropagationTargets: [window.location.origin, /^\/(?!\/)/],
    // What is reported, and what a report may not carry, is decided in the SDK's script
    // (sentry-start.ts).
    sessionId: id,
    sessionStorage: storage,
  });
  return sdk;
}
