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

type Integration = Parameters<typeof addIntegration>[0];

/** Reports an error caught before the SDK started. */
export { captureException } from '@sentry/browser';

export interface SentryStart {
  dsn: string;
  tunnel: string;
  environment: string;
  tracesSampleRate: number;
  tracePropagationTargets: (string | RegExp)[];
  beforeSend: NonNullable<ConstructorParameters<typeof BrowserClient>[0]['beforeSend']>;
  beforeBreadcrumb: NonNullable<ConstructorParameters<typeof BrowserClient>[0]['beforeBreadcrumb']>;
}

/**
 * Starts the Sentry client with the integrations the shop uses (uncaught errors and
 * rejections, their causes, the page's URL and browser, and what `more` adds), named one by
 * one: the SDK's default set would put far more into the script every page loads when idle.
 */
export function startSentryWith(more: Integration[], options: SentryStart): BrowserClient {
  const client = new BrowserClient({
    ...options,
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
