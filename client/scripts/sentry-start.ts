import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  type addIntegration,
} from '@sentry/browser';

import { withoutResetSecrets } from '../../src/domain/urls/reset-secrets';
import { errorFingerprint, firstReportInSession } from './reported-once';

type Integration = Parameters<typeof addIntegration>[0];

/** Reports an error caught before the SDK started. */
export { captureException } from '@sentry/browser';

export interface SentryStart {
  dsn: string;
  tunnel: string;
  environment: string;
  tracesSampleRate: number;
  tracePropagationTargets: (string | RegExp)[];
  /** The browser session's error-tracking id, named on every report. */
  sessionId: string;
  /** Where the session keeps the errors it has reported. */
  sessionStorage: Storage;
}

/**
 * Starts the Sentry client with the integrations the shop uses (uncaught errors and
 * rejections, their causes, the page's URL and browser, and what `more` adds), named one by
 * one: the SDK's default set would put far more into the script every page loads when idle.
 */
export function startSentryWith(more: Integration[], options: SentryStart): BrowserClient {
  const { sessionId, sessionStorage: storage, ...settings } = options;
  const client = new BrowserClient({
    ...settings,
    beforeSend: (event) => {
      // An error this visit has reported already is not sent again.
      const fingerprint = errorFingerprint(event);
      if (fingerprint && !firstReportInSession(storage, fingerprint)) return null;
      event.tags = { ...event.tags, browser_session: sessionId };
      // A password-reset link's secrets never leave the browser in a report.
      if (event.request?.url) event.request.url = withoutResetSecrets(event.request.url);
      return event;
    },
    beforeBreadcrumb: (breadcrumb) => {
      const data = breadcrumb.data;
      if (data) {
        for (const key of ['url', 'from', 'to'])
          if (typeof data[key] === 'string') data[key] = withoutResetSecrets(data[key]);
      }
      return breadcrumb;
    },
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      ...more,
    ],
  });
  getCurrentScope().setClient(client);
  client.init();
  return client;
}
