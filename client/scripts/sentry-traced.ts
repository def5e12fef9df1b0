import { browserTracingIntegration } from '@sentry/browser';
import { startSentryWith, type SentryStart } from './sentry-start';

export { captureException } from './sentry-start';

/** The error-reporting script of a page load whose traces are sampled: errors and tracing. */
export const startSentry = (options: SentryStart) =>
  startSentryWith([browserTracingIntegration()], options);
