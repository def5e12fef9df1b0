import { createMiddleware } from 'hono/factory';
import type { AppEnv, RequestMarket } from '../app-env';
import { configFor, type Config } from '../config/config';
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
function developmentDomains(host: string): DomainTable | undefined {
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

const resolved = new WeakMap<Request, RequestMarket>();

/** The domain table and enabled locales a configuration gives, worked out once per isolate. */
const byConfig = new WeakMap<Config, Pick<RequestMarket, 'domains' | 'enabledLocales'>>();

/**
 * Development tables by host. Only hosts that are development hosts are kept, and only a
 * few (a port and a country each), so no Host header a visitor sends can grow it.
 */
const developmentTables = new Map<string, DomainTable>();
const MAX_DEVELOPMENT_HOSTS = 64;

function domainsFor(host: string, config: Config) {
  let known = byConfig.get(config);
  if (!known) {
    known = {
      domains: buildDomainTable(config.MARKET_DOMAINS),
      enabledLocales: parseLocaleLimit(config.ENABLED_LOCALES),
    };
    byConfig.set(config, known);
  }
  if (!DEV_HOST.test(host)) return known;
  let development = developmentTables.get(host);
  if (!development) {
    development = developmentDomains(host) as DomainTable;
    if (developmentTables.size >= MAX_DEVELOPMENT_HOSTS) developmentTables.clear();
    developmentTables.set(host, development);
  }
  return { ...known, domains: development };
}

/** The market a request is for, from its host and locale prefix (worked out once per request). */
function marketOf(request: Request, env: object): RequestMarket {
  const known = resolved.get(request);
  if (known) return known;
  const url = new URL(request.url);
  const { domains, enabledLocales } = domainsFor(url.host, configFor(env));
  const { market, pathWithoutLocale } = resolveMarketFromUrl({
    host: url.host,
    pathname: url.pathname,
    domains,
    enabledLocales,
  });
  const result: RequestMarket = {
    market,
    pathWithoutLocale,
    domains,
    enabledLocales,
    protocol: url.protocol.replace(':', ''),
  };
  resolved.set(request, result);
  return result;
}

/**
 * The path the worker routes by: without the market's locale prefix (`/sv/products` is
 * `/products` for Sweden) and without a trailing slash, so every market shares one route
 * table. An invalid configuration is reported by the config middleware, not here.
 */
export function routingPath(request: Request, options?: { env?: unknown }): string {
  let path: string;
  try {
    path = marketOf(request, (options?.env ?? {}) as object).pathWithoutLocale;
  } catch {
    path = new URL(request.url).pathname;
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export const marketMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('market', marketOf(c.req.raw, c.env));
  await next();
});
