import { freeShippingThresholds, publicCheckoutBase } from '../adapters/checkout/checkout-services';
import { EMBEDDED_SEARCH_PATH } from '../config/service-paths';
import type { PublicConfig } from '../contract/public-config';
import type { Config } from '../config/config';
import { sekRates } from '../domain/money';

export const EMBEDDED_BROWSER_DSN = 'https://local@monitoring.invalid/1';

export function toPublicConfig(config: Config): PublicConfig {
  return {
    shopName: config.PUBLIC_SHOP_NAME,
    environment: config.ENVIRONMENT,
    services: config.services,
    checkoutBase: publicCheckoutBase(config),
    // Without a DSN the tunnel keeps envelopes in the local sink, so a placeholder suffices;
    // with reporting off the browser does not report at all.
    ...(config.services.monitoring === 'off'
      ? {}
      : {
          monitoring: {
            dsn: config.SENTRY_DSN ?? EMBEDDED_BROWSER_DSN,
            tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
          },
        }),
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
    sekRates: sekRates(config.SEK_CONVERSION_RATES),
    search: {
      appId: config.search.appId,
      searchKey: config.search.searchKey,
      indexBase: config.search.indexBase,
      // Embedded: the browser searches the worker's own engine, same origin.
      ...(config.services.search === 'embedded' ? { enginePath: EMBEDDED_SEARCH_PATH } : {}),
      ...(config.services.search === 'live' && config.ALGOLIA_HOSTS.length > 0
        ? { hosts: config.ALGOLIA_HOSTS }
        : {}),
    },
  };
}
