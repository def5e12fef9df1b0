import { freeShippingThresholds, publicCheckoutBase } from '../adapters/checkout/checkout-services';
import { EMBEDDED_SEARCH_PATH } from '../adapters/search/engine-path';
import type { Config } from './config';

/**
 * The only configuration that may reach the browser. Anything not listed here
 * (secrets, the Sanity read token, admin keys) stays in the worker.
 */
export interface PublicConfig {
  shopName: string;
  environment: Config['ENVIRONMENT'];
  services: Config['services'];
  /** Where the browser's Checkout API client sends its calls (a path means this origin). */
  checkoutBase: string;
  /**
   * Browser error reporting: the DSN (public by design in Sentry) and the trace sample rate;
   * envelopes always travel through the same-origin tunnel.
   */
  monitoring: { dsn: string; tracesSampleRate: number };
  /** Third-party script URLs; none configured, nothing loads. */
  scripts: { tagManager?: string; newsletter?: string; marketing?: string };
  /** Items total from which standard delivery is free, per currency (the cart's incentive). */
  freeShipping: Record<string, number>;
  /** Search from the browser: the search-only key, never the admin key. */
  search: { appId: string; searchKey: string; indexBase: string; enginePath?: string };
}

export const EMBEDDED_BROWSER_DSN = 'https://local@monitoring.invalid/1';

export function toPublicConfig(config: Config): PublicConfig {
  return {
    shopName: config.PUBLIC_SHOP_NAME,
    environment: config.ENVIRONMENT,
    services: config.services,
    checkoutBase: publicCheckoutBase(config),
    // Without a DSN the tunnel keeps envelopes in the local sink, so a placeholder suffices.
    monitoring: {
      dsn: config.SENTRY_DSN ?? EMBEDDED_BROWSER_DSN,
      tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    },
    scripts: {
      ...(config.PUBLIC_TAG_MANAGER_URL ? { tagManager: config.PUBLIC_TAG_MANAGER_URL } : {}),
      ...(config.PUBLIC_NEWSLETTER_SCRIPT_URL
        ? { newsletter: config.PUBLIC_NEWSLETTER_SCRIPT_URL }
        : {}),
      ...(config.PUBLIC_MARKETING_SCRIPT_URL
        ? { marketing: config.PUBLIC_MARKETING_SCRIPT_URL }
        : {}),
    },
    freeShipping: freeShippingThresholds(config),
    search: {
      appId: config.search.appId,
      searchKey: config.search.searchKey,
      indexBase: config.search.indexBase,
      // Embedded: the browser searches the worker's own engine, same origin.
      ...(config.services.search === 'embedded' ? { enginePath: EMBEDDED_SEARCH_PATH } : {}),
    },
  };
}
