import { z } from 'zod';
import { envSchema, type ParsedEnv } from './env-schema';

export type ServiceMode = 'live' | 'embedded';

export interface Config extends ParsedEnv {
  /**
   * The Checkout API shared secret: CENTRA_SHARED_SECRET, or for the embedded API when
   * none is set, a random one known only to this isolate (so server-side catalogue reads
   * work and nobody outside can make them).
   */
  checkoutSharedSecret: string;
  /**
   * The token that reads content drafts for preview: SANITY_READ_TOKEN; for the embedded
   * content source when none is set, a random one per isolate. Live without a token: none,
   * and preview is unavailable.
   */
  contentReadToken: string | undefined;
  /**
   * Algolia credentials. Embedded: application id `local`, search key `local-search` and
   * admin key `local-admin` unless set; in production a missing admin key is random per
   * isolate, so nobody outside can write to the embedded engine.
   */
  search: { appId: string; searchKey: string; adminKey: string | undefined; indexBase: string };
  services: {
    checkout: ServiceMode;
    content: ServiceMode;
    search: ServiceMode;
    monitoring: ServiceMode;
    logs: ServiceMode;
  };
}

export class ConfigError extends Error {
  constructor(readonly details: string) {
    super(`Invalid worker configuration:\n${details}`);
    this.name = 'ConfigError';
  }
}

const modeOf = (...credentials: (string | undefined)[]): ServiceMode =>
  credentials.every(Boolean) ? 'live' : 'embedded';

function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function searchCredentials(env: ParsedEnv): Config['search'] {
  const live = Boolean(env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY);
  const embeddedAdmin = env.ENVIRONMENT === 'production' ? randomSecret() : 'local-admin';
  return {
    appId: live ? (env.ALGOLIA_APP_ID as string) : 'local',
    searchKey: live ? (env.ALGOLIA_SEARCH_KEY as string) : 'local-search',
    adminKey: env.ALGOLIA_ADMIN_KEY ?? (live ? undefined : embeddedAdmin),
    indexBase: env.ALGOLIA_INDEX_BASE,
  };
}

export function parseConfig(raw: Record<string, unknown>): Config {
  const result = envSchema.safeParse(raw);
  if (!result.success) throw new ConfigError(z.prettifyError(result.error));
  const env = result.data;
  if (env.CENTRA_API_URL && !env.CENTRA_SHARED_SECRET) {
    throw new ConfigError('✖ CENTRA_SHARED_SECRET is required when CENTRA_API_URL is set');
  }
  return {
    ...env,
    checkoutSharedSecret: env.CENTRA_SHARED_SECRET ?? randomSecret(),
    contentReadToken: env.SANITY_READ_TOKEN ?? (env.SANITY_PROJECT_ID ? undefined : randomSecret()),
    search: searchCredentials(env),
    services: {
      checkout: modeOf(env.CENTRA_API_URL),
      content: modeOf(env.SANITY_PROJECT_ID),
      search: modeOf(env.ALGOLIA_APP_ID, env.ALGOLIA_SEARCH_KEY),
      monitoring: modeOf(env.SENTRY_DSN),
      logs: modeOf(env.LOGFLARE_SOURCE, env.LOGFLARE_API_KEY),
    },
  };
}

// The env object is stable for the life of an isolate, so it is validated once
// ("at boot") instead of on every request.
const parsed = new WeakMap<object, Config>();

export function configFor(env: object): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const config = parseConfig(env as Record<string, unknown>);
  parsed.set(env, config);
  return config;
}
