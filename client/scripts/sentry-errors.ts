import { startSentryWith, type SentryStart } from './sentry-start';

export { captureException } from './sentry-start';

/**
 * The error-reporting script of a page load whose traces are not sampled: errors only. Built
 * as a bundle of its own (scripts/build-client.ts), so it carries none of the tracing code.
 */
export const startSentry = (options: SentryStart) => startSentryWith([], options);
