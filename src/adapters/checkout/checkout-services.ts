import type { Config } from '../../config/config';
import { EMBEDDED_CHECKOUT_PATH } from '../../config/service-paths';
import type { FetchLike } from '../../contract/checkout-api/request';
import type { BundleConfigReporter } from '../../domain/catalogue';
import { DEADLINES_MS, fetchWithin } from '../deadline';
import { embeddedCheckoutApi, embeddedFreeShipping } from '../embedded/checkout-api';
import { createCatalogueClient } from './catalogue-client';

/** Where the server reaches the Checkout API: the tenant's URL, or this worker's embedded one. */
export function checkoutApiBaseUrl(config: Config, origin: string): string {
  return config.CENTRA_API_URL ?? `${origin}${EMBEDDED_CHECKOUT_PATH}`;
}

/** The base the browser uses: the tenant's URL, or the embedded API's same-origin path. */
export function publicCheckoutBase(config: Config): string {
  return config.CENTRA_API_URL ?? EMBEDDED_CHECKOUT_PATH;
}

/**
 * How the server reaches the Checkout API. Live: the network, within a deadline (a page's
 * unless told). Embedded: the isolate's one embedded tenant, called in-process, so a page
 * render never makes a round trip to itself.
 */
export function serverCheckoutFetch(
  config: Config,
  env: Env,
  ctx?: ExecutionContext,
  deadlineMs: number = DEADLINES_MS.checkout,
): FetchLike {
  if (config.services.checkout === 'live') {
    const within = fetchWithin(deadlineMs);
    return (request) => within(request);
  }
  return async (request) => {
    const api = await embeddedCheckoutApi(config, env);
    const url = new URL(request.url);
    const local = new Request(
      new URL(url.pathname.slice(EMBEDDED_CHECKOUT_PATH.length) + url.search, url.origin),
      request,
    );
    return api.fetch(local, env, ctx);
  };
}

/** The catalogue client for one request, wired to live Centra or the embedded API by config. */
export function catalogueClientFor(
  config: Config,
  env: Env,
  origin: string,
  ctx?: ExecutionContext,
  onBundleWarning?: BundleConfigReporter,
) {
  return createCatalogueClient({
    baseUrl: checkoutApiBaseUrl(config, origin),
    sharedSecret: config.checkoutSharedSecret,
    fetch: serverCheckoutFetch(config, env, ctx),
    ...(onBundleWarning ? { onBundleWarning } : {}),
  });
}

/** Where standard delivery becomes free: the embedded tenant's thresholds, or the configured ones. */
export function freeShippingThresholds(config: Config): Record<string, number> {
  return config.services.checkout === 'embedded'
    ? embeddedFreeShipping(config)
    : config.FREE_SHIPPING_THRESHOLDS;
}
