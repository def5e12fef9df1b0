import type { Config } from '../../config/config';
import type { CheckoutApiSettings } from './api-env';
import { DEFAULT_FREE_SHIPPING_THRESHOLDS } from './fixtures/shipping-methods';

/** The embedded tenant's settings, derived from the worker's validated config. */
export function checkoutApiSettings(config: Config): CheckoutApiSettings {
  return {
    sharedSecret: config.checkoutSharedSecret,
    freeShippingThresholds: {
      ...DEFAULT_FREE_SHIPPING_THRESHOLDS,
      ...config.FREE_SHIPPING_THRESHOLDS,
    },
    extraOrigins: Object.values(config.MARKET_DOMAINS),
    inspectionOpen: config.ENVIRONMENT !== 'production',
    devCountry: config.DEV_COUNTRY,
  };
}
