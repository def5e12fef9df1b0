import type { Config } from './config';

/**
 * The only configuration that may reach the browser. Anything not listed here
 * (secrets, the Sanity read token, admin keys) stays in the worker.
 */
export interface PublicConfig {
  shopName: string;
  environment: Config['ENVIRONMENT'];
  services: Config['services'];
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    shopName: config.PUBLIC_SHOP_NAME,
    environment: config.ENVIRONMENT,
    services: config.services,
  };
}
