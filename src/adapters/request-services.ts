import type { Config } from '../config/config';
import type { CacheScope } from './cache/cache-keys';
import type { Language } from '../domain/markets';
import { cachedCatalogue } from './checkout/cached-catalogue';
import { checkoutApiBaseUrl, serverCheckoutFetch } from './checkout/checkout-services';
import { createCheckoutForwarder } from './checkout/checkout-forwarder';
import { createShopperCheckout } from './checkout/shopper-checkout';
import { contentFor } from './content/cached-content';
import { contentClientsFor } from './content/content-clients';
import { unreadableContentWarning } from './content/unreadable-content-warning';
import { imageUrlsFor } from './content/image-url';
import { recordEvent } from './logs/event-log';
import { reportError, reportWarning, type WarningReport } from './monitoring/error-reports';
import { priceComparisonFor } from './price-comparison/price-comparison';
import { embeddedSearchHandler } from './search/embedded-search-http';
import { SEARCH_RESULTS_TAG } from './checkout/catalogue-tags';
import { DEADLINES_MS, within } from './deadline';
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

/** A value made the first time it is asked for, then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * Every service a request may use, each built the first time the request uses it (a page
 * served from the cache uses none): the catalogue and content through the KV cache, search
 * and images, the Checkout API on the shopper's behalf, other stores' prices, the event log
 * and error reporting. Live or embedded is decided by config below this point; nothing above
 * it knows.
 */
export function createServices(request: ServiceRequest) {
  const { config, env, ctx, language, waitUntil } = request;
  const origin = once(() => new URL(request.request.url).origin);
  // A page built from a value that may lack a purge, or without a part whose source failed, is
  // right to show, wrong to keep.
  let wrongToKeep = false;
  const notToKeep = () => {
    wrongToKeep = true;
  };
  // What the content and the catalogue this request read were built from, each on its own;
  // undefined once a read of that scope had no tags (stored before reads kept them).
  const readTags: Record<CacheScope, Set<string> | undefined> = {
    content: new Set(),
    catalogue: new Set(),
  };
  const tagsOf = (scope: CacheScope) => (tags: readonly string[] | undefined) => {
    if (!tags) readTags[scope] = undefined;
    else for (const tag of tags) readTags[scope]?.add(tag);
  };
  const monitoring = {
    error: (error: unknown) => reportError(config, error, request.request, waitUntil),
    warning: (warning: WarningReport) => reportWarning(config, warning, request.request, waitUntil),
  };
  const catalogue = once(() =>
    cachedCatalogue({
      config,
      env,
      origin: origin(),
      ctx,
      waitUntil,
      onOutdated: notToKeep,
      onTags: tagsOf('catalogue'),
      // A bundle outside the allowed sizes and discounts is reported; the page goes on.
      onBundleWarning: ({ tag, message, context }) =>
        monitoring.warning({ message, tags: { warning: tag }, extra: context }),
    }),
  );
  const contentClients = once(() => contentClientsFor(config, env.DB));
  const content = once(() =>
    contentFor({
      config,
      kv: env.CACHE,
      db: env.DB,
      language,
      market: request.market,
      preview: request.preview,
      waitUntil,
      onOutdated: notToKeep,
      onTags: tagsOf('content'),
      // A document an editor saved in a shape the shop cannot read is left out of the page
      // and reported. The page is still kept: built again, it would read the same document,
      // and the publish that fixes it purges every page that read it (its id is among the
      // read's tags); so this is not a part left out in the sense of `leftOutAPart`.
      onUnreadable: (part) => monitoring.warning(unreadableContentWarning(part, request.preview)),
    }),
  );
  const imageUrl = once(() => imageUrlsFor(contentClients()));
  const search = once(() => {
    const engine = productSearchFor(config, catalogue().client, language);
    return {
      ...engine,
      // Search hits show products no catalogue read of this request named: any product's
      // change purges what shows them.
      search: (...args: Parameters<typeof engine.search>) => {
        tagsOf('catalogue')([SEARCH_RESULTS_TAG]);
        const searching = engine.search(...args);
        // Algolia gets its deadline; the embedded engine answers in-process, and its first
        // search of a language fills the index, which a deadline would only cut short.
        return config.services.search === 'live'
          ? within(DEADLINES_MS.search, 'search', searching)
          : searching;
      },
    };
  });
  const embeddedSearch = once(() => embeddedSearchHandler(config, catalogue().client));
  const checkoutFetch = once(() => serverCheckoutFetch(config, env, ctx));
  const shopperCheckout = once(() =>
    createShopperCheckout({
      baseUrl: checkoutApiBaseUrl(config, origin()),
      fetch: checkoutFetch(),
    }),
  );
  const checkoutForwarder = once(() =>
    createCheckoutForwarder({
      baseUrl: checkoutApiBaseUrl(config, origin()),
      fetch: serverCheckoutFetch(config, env, ctx, DEADLINES_MS.checkoutForShopper),
    }),
  );
  const priceComparison = once(() => priceComparisonFor(config));
  return {
    get catalogue() {
      return catalogue();
    },
    get content() {
      return content();
    },
    get contentClients() {
      return contentClients();
    },
    get imageUrl() {
      return imageUrl();
    },
    get search() {
      return search();
    },
    /** The embedded engine's HTTP surface; undefined while an Algolia app is configured. */
    get embeddedSearch() {
      return embeddedSearch();
    },
    /** The Checkout API as the server reaches it (the embedded one in-process). */
    get checkoutFetch() {
      return checkoutFetch();
    },
    get shopperCheckout() {
      return shopperCheckout();
    },
    /** Passes a call the shop has checked on to the Checkout API, as the shopper sent it. */
    get checkoutForwarder() {
      return checkoutForwarder();
    },
    get priceComparison() {
      return priceComparison();
    },
    logs: { record: (event: LogEvent) => recordEvent(config, event) },
    monitoring,
    /** Marks what this request answers as incomplete: shown, never kept in the page cache. */
    leftOutAPart: notToKeep,
    /** Whether anything this request read may lack a purge, or a part was left out. */
    isWrongToKeep: () => wrongToKeep,
    /** The purge tags of what this request read of a scope (undefined: not known for all of it). */
    readTags: (scope: CacheScope) => {
      const tags = readTags[scope];
      return tags ? [...tags].sort() : undefined;
    },
  };
}

export type Services = ReturnType<typeof createServices>;
