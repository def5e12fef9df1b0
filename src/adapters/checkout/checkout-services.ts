import type { Config } from '../../config/config';
import { createCheckoutApi } from '../../local/checkout-api/checkout-api-app';
import { CHECKOUT_API_MOUNT } from '../../local/checkout-api/mount-path';
import { checkoutApiSettings } from '../../local/checkout-api/settings';
import { createCatalogueClient } from './catalogue-client';
import type { FetchLike } from './request';

/** Where browsers reach the Checkout API: the tenant's URL, or this worker's own embedded API. */
export function checkoutApiBaseUrl(config: Config, origin: string): string {
  return config.CENTRA_API_URL ?? `${origin}${CHECKOUT_API_MOUNT}`;
}

/** The base the browser uses: the tenant's URL, or the embedded API's same-origin path. */
export function publicCheckoutBase(config: Config): string {
  return config.CENTRA_API_URL ?? CHECKOUT_API_MOUNT;
}

// One sub-app per validated config (configs live as long as their isolate's env).
const embedded = new WeakMap<Config, ReturnType<typeof createCheckoutApi>>();

/**
 * How the server reaches the Checkout API. Live: the network. Embedded: the sub-app is
 * called in-process, so a page render never makes a network round trip to itself.
 */
export function serverCheckoutFetch(config: Config, env: Env, ctx?: ExecutionContext): FetchLike {
  if (config.services.checkout === 'live') return (request) => fetch(request);
  const app = embedded.get(config) ?? createCheckoutApi({ config });
  embedded.set(config, app);
  return async (request) => {
    const url = new URL(request.url);
    const local = new Request(
      new URL(url.pathname.slice(CHECKOUT_API_MOUNT.length) + url.search, url.origin),
      request,
    );
    return app.fetch(local, env, ctx);
  };
}

/** The catalogue client for one request, wired to live Centra or the embedded API by config. */
export function catalogueClientFor(
  config: Config,
  env: Env,
  origin: string,
  ctx?: ExecutionContext,
) {
  return createCatalogueClient({
    baseUrl: checkoutApiBaseUrl(config, origin),
    sharedSecret: config.checkoutSharedSecret,
    fetch: serverCheckoutFetch(config, env, ctx),
  });
}

/** Where standard delivery becomes free: the embedded tenant's thresholds, or the configured ones. */
export function freeShippingThresholds(config: Config): Record<string, number> {
  return config.services.checkout === 'embedded'
    ? { ...checkoutApiSettings(config).freeShippingThresholds }
    : config.FREE_SHIPPING_THRESHOLDS;
}
