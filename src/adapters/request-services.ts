import type { Config } from '../config/config';
import type { Language } from '../domain/markets';
import { cachedCatalogue } from './checkout/cached-catalogue';
import { checkoutApiBaseUrl, serverCheckoutFetch } from './checkout/checkout-services';
import { createShopperCheckout } from './checkout/shopper-checkout';
import { contentFor } from './content/cached-content';
import { contentClientsFor } from './content/content-clients';
import { imageUrlsFor } from './content/image-url';
import { recordEvent } from './logs/event-log';
import { reportError, reportWarning, type WarningReport } from './monitoring/error-reports';
import { priceComparisonFor } from './price-comparison/price-comparison';
import { embeddedSearchHandler } from './search/embedded-search-http';
import { productSearchFor } from './search/search-services';
import type { LogEvent } from '../contract/log-event';

/** What one request is for: the services are wired to it once. */
export interface ServiceRequest {
  config: Config;
  env: Env;
  ctx: ExecutionContext | undefined;
  /** The request itself: its origin addresses the embedded services, errors name it. */
  request: Request;
  language: Language;
  /** `{language}-{country}`: the market cached reads are kept apart by. */
  market: string;
  /** Whether this browser may see content drafts. */
  preview: boolean;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Every service a request may use, built once for it: the catalogue and content through the
 * KV cache, search and images, the Checkout API on the shopper's behalf, other stores'
 * prices, the event log and error reporting. Live or embedded is decided by config below
 * this point; nothing above it knows.
 */
export function createServices(request: ServiceRequest) {
  const { config, env, ctx, language, waitUntil } = request;
  const origin = new URL(request.request.url).origin;
  // A page built from values of before a purge is right to show, wrong to keep.
  let servedPreviousGeneration = false;
  const onPreviousGeneration = () => {
    servedPreviousGeneration = true;
  };
  const monitoring = {
    error: (error: unknown) => reportError(config, error, request.request, waitUntil),
    warning: (warning: WarningReport) => reportWarning(config, warning, request.request, waitUntil),
  };
  const catalogue = cachedCatalogue({
    config,
    env,
    origin,
    ctx,
    waitUntil,
    onPreviousGeneration,
    // A bundle outside the allowed sizes and discounts is reported; the page goes on.
    onBundleWarning: ({ tag, message, context }) =>
      monitoring.warning({ message, tags: { warning: tag }, extra: context }),
  });
  const contentClients = contentClientsFor(config);
  return {
    catalogue,
    content: contentFor({
      config,
      kv: env.CACHE,
      language,
      market: request.market,
      preview: request.preview,
      waitUntil,
      onPreviousGeneration,
    }),
    contentClients,
    imageUrl: imageUrlsFor(contentClients),
    search: productSearchFor(config, catalogue.client, language),
    /** The embedded engine's HTTP surface; undefined while an Algolia app is configured. */
    embeddedSearch: embeddedSearchHandler(config, catalogue.client),
    /** The Checkout API as the server reaches it (the embedded one in-process). */
    checkoutFetch: serverCheckoutFetch(config, env, ctx),
    shopperCheckout: createShopperCheckout({
      baseUrl: checkoutApiBaseUrl(config, origin),
      fetch: serverCheckoutFetch(config, env, ctx),
    }),
    priceComparison: priceComparisonFor(config),
    logs: { record: (event: LogEvent) => recordEvent(config, event) },
    monitoring,
    /** Whether anything this request read came from before a purge. */
    servedPreviousGeneration: () => servedPreviousGeneration,
  };
}

export type Services = ReturnType<typeof createServices>;
