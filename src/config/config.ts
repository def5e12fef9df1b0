import { z } from 'zod';
import { envSchema, type EmbeddableService, type ParsedEnv } from './env-schema';

/** live: the real service; embedded: the worker's own stand-in; off: not used at all. */
type ServiceMode = 'live' | 'embedded' | 'off';

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
   * The signing secret of the content webhook: SANITY_WEBHOOK_SECRET, or for the embedded
   * lake when none is set, a random one per isolate (the lake signs its own publish calls).
   */
  contentWebhookSecret: string | undefined;
  /**
   * The embedded lake's editor token: SANITY_LOCAL_EDITOR_TOKEN, outside production the
   * documented development token when none is set. Live content: none.
   */
  lakeEditorToken: string | undefined;
  /**
   * Algolia credentials. Embedded: application id `local`, search key `local-search` and
   * admin key `local-admin` unless set; in production a missing admin key is random per
   * isolate, so nobody outside can write to the embedded engine.
   */
  search: { appId: string; searchKey: string; adminKey: string | undefined; indexBase: string };
  services: {
    checkout: 'live' | 'embedded';
    content: 'live' | 'embedded';
    search: 'live' | 'embedded';
    /** Off in production without a DSN: errors go to the worker's log only. */
    monitoring: ServiceMode;
    /** Off in production without Logflare: events go to the worker's log only. */
    logs: ServiceMode;
  };
  /** Whether the embedded services' inspection routes answer anyone (development and tests). */
  inspectionOpen: boolean;
}

export class ConfigError extends Error {
  constructor(readonly details: string) {
    super(`Invalid worker configuration:\n${details}`);
    this.name = 'ConfigError';
  }
}

function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** What each service needs to run live, by the variables an operator sets. */
const CREDENTIALS: Record<EmbeddableService, (keyof ParsedEnv)[]> = {
  checkout: ['CENTRA_API_URL', 'CENTRA_SHARED_SECRET'],
  content: ['SANITY_PROJECT_ID'],
  search: ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY'],
  monitoring: ['SENTRY_DSN'],
  logs: ['LOGFLARE_SOURCE', 'LOGFLARE_API_KEY'],
};

/**
 * The editor token of the embedded lake outside production, documented in .dev.vars.example.
 * @internal the editor journeys sign in with it
 */
export const DEVELOPMENT_EDITOR_TOKEN = 'local-editor-token-for-development-only';

/** Without these a production worker does not start: customers would pay a stand-in. */
const REQUIRED_IN_PRODUCTION: EmbeddableService[] = ['checkout', 'content', 'search'];

const hasCredentials = (env: ParsedEnv, service: EmbeddableService) =>
  CREDENTIALS[service].every((name) => Boolean(env[name]));

/**
 * Live when the credentials are there. Otherwise, outside production, the embedded stand-in;
 * in production only the stand-ins the operator listed in EMBEDDED_SERVICES, and for the
 * observability services nothing at all (their absence loses reports, never money).
 */
function modeOf(env: ParsedEnv, service: EmbeddableService): ServiceMode {
  if (hasCredentials(env, service)) return 'live';
  if (env.ENVIRONMENT !== 'production' || env.EMBEDDED_SERVICES.includes(service))
    return 'embedded';
  return 'off';
}

function missingInProduction(env: ParsedEnv): string[] {
  if (env.ENVIRONMENT !== 'production') return [];
  return REQUIRED_IN_PRODUCTION.filter((service) => modeOf(env, service) === 'off').map(
    (service) => {
      const missing = CREDENTIALS[service].filter((name) => !env[name]).join(' and ');
      return `✖ ${missing} missing: set it, or run ${service} embedded on purpose with EMBEDDED_SERVICES=${service}`;
    },
  );
}

/**
 * Algolia credentials. The embedded engine outside production has the documented
 * `local-search` and `local-admin` keys; in production the well-known keys never work: the
 * search key must be configured (browsers across isolates share it) and a missing admin key
 * is random per isolate, so only the worker itself indexes.
 */
function searchCredentials(env: ParsedEnv, mode: ServiceMode): Config['search'] {
  const production = env.ENVIRONMENT === 'production';
  if (mode === 'live') {
    return {
      appId: env.ALGOLIA_APP_ID as string,
      searchKey: env.ALGOLIA_SEARCH_KEY as string,
      adminKey: env.ALGOLIA_ADMIN_KEY,
      indexBase: env.ALGOLIA_INDEX_BASE,
    };
  }
  return {
    appId: 'local',
    searchKey: env.ALGOLIA_SEARCH_KEY ?? (production ? '' : 'local-search'),
    adminKey: env.ALGOLIA_ADMIN_KEY ?? (production ? randomSecret() : 'local-admin'),
    indexBase: env.ALGOLIA_INDEX_BASE,
  };
}

/**
 * Validates the environment and the production rules, without building anything from it:
 * safe at start-up, where a worker may not yet generate random values.
 */
export function checkEnvironment(
  raw: object,
  { embeddedServicesInBuild = EMBEDDED_SERVICES_IN_BUILD } = {},
): ParsedEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) throw new ConfigError(z.prettifyError(result.error));
  const env = result.data;
  if (env.CENTRA_API_URL && !env.CENTRA_SHARED_SECRET) {
    throw new ConfigError('✖ CENTRA_SHARED_SECRET is required when CENTRA_API_URL is set');
  }
  const problems = missingInProduction(env);
  if (
    env.ENVIRONMENT === 'production' &&
    modeOf(env, 'search') === 'embedded' &&
    !env.ALGOLIA_SEARCH_KEY
  )
    problems.push(
      '✖ ALGOLIA_SEARCH_KEY missing: the embedded search engine in production needs its own search key',
    );
  if (
    env.ENVIRONMENT === 'production' &&
    modeOf(env, 'content') === 'embedded' &&
    !env.SANITY_LOCAL_EDITOR_TOKEN
  )
    problems.push(
      '✖ SANITY_LOCAL_EDITOR_TOKEN missing: the embedded content lake in production needs its editor token (32+ characters)',
    );
  const embedded = REQUIRED_IN_PRODUCTION.filter((service) => modeOf(env, service) === 'embedded');
  if (!embeddedServicesInBuild && embedded.length > 0)
    problems.push(
      `✖ ${embedded.join(', ')} would run embedded, but this build leaves the embedded services out: give them their credentials, or deploy with npm run deploy:embedded`,
    );
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return env;
}

function parseConfig(raw: Record<string, unknown>): Config {
  const env = checkEnvironment(raw);
  const services = {
    checkout: modeOf(env, 'checkout') === 'live' ? 'live' : 'embedded',
    content: modeOf(env, 'content') === 'live' ? 'live' : 'embedded',
    search: modeOf(env, 'search') === 'live' ? 'live' : 'embedded',
    monitoring: modeOf(env, 'monitoring'),
    logs: modeOf(env, 'logs'),
  } as const;
  return {
    ...env,
    checkoutSharedSecret: env.CENTRA_SHARED_SECRET ?? randomSecret(),
    contentReadToken: env.SANITY_READ_TOKEN ?? (env.SANITY_PROJECT_ID ? undefined : randomSecret()),
    contentWebhookSecret:
      env.SANITY_WEBHOOK_SECRET ?? (services.content === 'embedded' ? randomSecret() : undefined),
    lakeEditorToken:
      services.content === 'embedded'
        ? (env.SANITY_LOCAL_EDITOR_TOKEN ??
          (env.ENVIRONMENT === 'production' ? undefined : DEVELOPMENT_EDITOR_TOKEN))
        : undefined,
    search: searchCredentials(env, services.search),
    services,
    inspectionOpen: env.ENVIRONMENT !== 'production',
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
