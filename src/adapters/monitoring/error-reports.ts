import { Toucan } from 'toucan-js';
import { withoutResetSecrets } from '../../domain/urls';
import type { Config } from '../../config/config';
import { LocalSink } from '../local-sink';

export interface ErrorReport {
  message: string;
  name: string;
  url: string;
  method: string;
}

/** Something wrong that does not stop the page, e.g. a bundle configured outside the rules. */
export interface WarningReport {
  message: string;
  /** Sentry tags: what kind of warning it is, to group and alert on. */
  tags: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** Worker errors, warnings and tunnelled envelopes received while no Sentry DSN is configured. */
export const localErrorReports = new LocalSink<
  ErrorReport | (WarningReport & { level: 'warning'; url: string }) | { envelope: unknown[] }
>('monitoring');

function sentryFor(
  config: Config,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
): Toucan {
  return new Toucan({
    dsn: config.SENTRY_DSN,
    // The report names the page without a reset link's secrets.
    request: new Request(withoutResetSecrets(request.url), {
      method: request.method,
      headers: request.headers,
    }),
    context: { waitUntil },
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    environment: config.ENVIRONMENT,
  });
}

/** Reports a worker error with toucan-js (traces sampled at the configured rate), or locally. */
export function reportError(
  config: Config,
  error: unknown,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  // Off: the error handler has already written it to the worker's log.
  if (config.services.monitoring === 'off') return;
  if (config.services.monitoring === 'embedded') {
    localErrorReports.add({
      message: failure.message,
      name: failure.name,
      url: withoutResetSecrets(request.url),
      method: request.method,
    });
    return;
  }
  sentryFor(config, request, waitUntil).captureException(failure);
}

/** Reports a warning with its tags (toucan-js with a DSN, else the local sink); never throws. */
export function reportWarning(
  config: Config,
  warning: WarningReport,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
): void {
  if (config.services.monitoring === 'off') {
    console.warn(
      JSON.stringify({ warning: warning.message, tags: warning.tags, url: request.url }),
    );
    return;
  }
  if (config.services.monitoring === 'embedded') {
    localErrorReports.add({ level: 'warning', url: withoutResetSecrets(request.url), ...warning });
    return;
  }
  const sentry = sentryFor(config, request, waitUntil);
  sentry.setTags(warning.tags);
  if (warning.extra) sentry.setExtras(warning.extra);
  sentry.captureMessage(warning.message, 'warning');
}
