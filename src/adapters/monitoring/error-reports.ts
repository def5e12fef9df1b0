import { Toucan } from 'toucan-js';
import type { Config } from '../../config/config';
import { LocalSink } from '../local-sink';

export interface ErrorReport {
  message: string;
  name: string;
  url: string;
  method: string;
}

/** Worker errors and tunnelled envelopes received while no Sentry DSN is configured. */
export const localErrorReports = new LocalSink<ErrorReport | { envelope: unknown[] }>('monitoring');

/** Reports a worker error with toucan-js (traces sampled at the configured rate), or locally. */
export function reportError(
  config: Config,
  error: unknown,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  if (config.services.monitoring === 'embedded') {
    localErrorReports.add({
      message: failure.message,
      name: failure.name,
      url: request.url,
      method: request.method,
    });
    return;
  }
  const sentry = new Toucan({
    dsn: config.SENTRY_DSN,
    request,
    context: { waitUntil },
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    environment: config.ENVIRONMENT,
  });
  sentry.captureException(failure);
}
