import type { Config } from '../../config/config';
import { EMBEDDED_CHECKOUT_PATH } from '../../config/service-paths';
import { inspectionPolicy, mayInspect } from '../../config/inspection-access';
import type { CheckoutApiSettings } from '../../local/checkout-api/api-env';
import type { createCheckoutApi } from '../../local/checkout-api/checkout-api-app';
import { DEFAULT_FREE_SHIPPING_THRESHOLDS } from '../../local/checkout-api/fixtures/shipping-methods';
import { recordPurge } from '../cache/purges';
import { changedProductTags } from '../checkout/catalogue-tags';
import { notInThisBuild, onFirstUse } from './on-first-use';

// The API and its store, loaded on the first call (a live deployment never loads them).
const app = onFirstUse('checkout api', () =>
  EMBEDDED_SERVICES_IN_BUILD
    ? import('../../local/checkout-api/checkout-api-app')
    : notInThisBuild('checkout api'),
);
const cleanUp = onFirstUse('checkout clean-up', () =>
  EMBEDDED_SERVICES_IN_BUILD
    ? import('../../local/checkout-api/store/clean-up')
    : notInThisBuild('checkout clean-up'),
);

export type EmbeddedCheckoutApi = ReturnType<typeof createCheckoutApi>;

/** The embedded tenant's free-shipping thresholds: its defaults with the configured ones over them. */
export function embeddedFreeShipping(config: Config): Record<string, number> {
  return { ...DEFAULT_FREE_SHIPPING_THRESHOLDS, ...config.FREE_SHIPPING_THRESHOLDS };
}

function embeddedCheckoutSettings(config: Config, env: Env): CheckoutApiSettings {
  return {
    sharedSecret: config.checkoutSharedSecret,
    freeShippingThresholds: embeddedFreeShipping(config),
    extraOrigins: Object.values(config.MARKET_DOMAINS),
    mayInspect: (authorization) => mayInspect(inspectionPolicy(config), authorization),
    devCountry: config.DEV_COUNTRY,
    basePath: EMBEDDED_CHECKOUT_PATH,
    // A stock change there is a catalogue change here: the cached reads and pages showing the
    // changed products start over.
    onCatalogueChange: async (productIds) =>
      void (await recordPurge(env.DB, 'catalogue', changedProductTags(productIds))),
  };
}

// The bindings object lives as long as its isolate: one tenant per isolate, whoever calls it
// (a browser through the mounted path, or the worker's own server-side reads).
const instances = new WeakMap<object, Promise<EmbeddedCheckoutApi>>();

/** The embedded tenant's hourly clean-up (a cron trigger); nothing to do with a live Centra. */
export async function cleanUpEmbeddedCheckout(config: Config, env: Env, now = new Date()) {
  if (config.services.checkout !== 'embedded') return null;
  return (await cleanUp()).removeExpired(env.DB, now);
}

export function embeddedCheckoutApi(config: Config, env: Env): Promise<EmbeddedCheckoutApi> {
  let api = instances.get(env);
  if (!api) {
    api = app().then(({ createCheckoutApi }) =>
      createCheckoutApi(embeddedCheckoutSettings(config, env)),
    );
    instances.set(env, api);
    // A failed load is not kept: the next call tries again.
    api.catch(() => instances.delete(env));
  }
  return api;
}
