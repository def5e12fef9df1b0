import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

export interface Visitor {
  /** ISO country from Cloudflare (or DEV_COUNTRY outside production); undefined when unknown. */
  country: string | undefined;
  /** Whether the shop ships to that country; undefined when the country is unknown. */
  shipsHere: boolean | undefined;
}

/**
 * The visitor's country as Cloudflare saw it, with the development override. In development
 * without one, the visitor is in the market's own country: `wrangler dev` reports where the
 * developer sits, and a fresh `npm run dev` should show the shop, not a notice that it does
 * not ship there.
 */
function visitorCountry(c: Context<AppEnv>): string | undefined {
  const config = c.get('config');
  if (config.ENVIRONMENT !== 'production' && config.DEV_COUNTRY)
    return config.DEV_COUNTRY.toUpperCase();
  if (config.ENVIRONMENT === 'development') return c.get('market').market.country;
  const country = (c.req.raw.cf as { country?: unknown } | undefined)?.country;
  // Cloudflare reports XX for unknown and T1 for Tor.
  return typeof country === 'string' &&
    /^[A-Z]{2}$/.test(country) &&
    country !== 'XX' &&
    country !== 'T1'
    ? country
    : undefined;
}

export async function visitorOf(c: Context<AppEnv>): Promise<Visitor> {
  const country = visitorCountry(c);
  if (!country) return { country, shipsHere: undefined };
  const { catalogue } = c.get('services');
  try {
    return { country, shipsHere: (await catalogue.shippingCountries()).includes(country) };
  } catch (error) {
    console.warn('visitor: shipping countries unavailable', error);
    return { country, shipsHere: undefined };
  }
}
