import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import {
  MARKETS,
  buildDomainTable,
  parseLocaleLimit,
  resolveMarketFromUrl,
  type DomainTable,
  type Language,
} from '../domain/markets';

const DEV_HOST = /^(?:(?<country>[a-z]{2})\.)?(?:localhost|127\.0\.0\.1)(?::\d+)?$/i;

/**
 * Development has no real domains: 127.0.0.1 and localhost serve every locale by path
 * prefix, and {country}.localhost emulates a country's own domain.
 */
export function developmentDomains(host: string): DomainTable | undefined {
  const match = DEV_HOST.exec(host);
  if (!match) return undefined;
  const port = host.includes(':') ? host.slice(host.lastIndexOf(':')) : '';
  const plainHost = host.replace(/^[a-z]{2}\.(?=localhost)/i, '');
  const overrides: Partial<Record<Language, string>> = {};
  for (const market of MARKETS) {
    overrides[market.language] = plainHost.startsWith('localhost')
      ? market.onDefaultDomain
        ? `localhost${port}`
        : `${market.country.toLowerCase()}.localhost${port}`
      : plainHost;
  }
  return buildDomainTable(overrides, plainHost);
}

export const marketMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const config = c.get('config');
  const domains = developmentDomains(url.host) ?? buildDomainTable(config.MARKET_DOMAINS);
  const enabledLocales = parseLocaleLimit(config.ENABLED_LOCALES);
  const resolved = resolveMarketFromUrl({
    host: url.host,
    pathname: url.pathname,
    domains,
    enabledLocales,
  });
  c.set('market', {
    market: resolved.market,
    pathWithoutLocale: resolved.pathWithoutLocale,
    domains,
    enabledLocales,
    protocol: url.protocol.replace(':', ''),
  });
  await next();
});
