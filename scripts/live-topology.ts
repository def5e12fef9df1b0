import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runWrangler, serveWrangler, varArgs, type Served } from './wrangler-process.ts';

/**
 * The live topology on this machine: the stand-ins as their own process, and the shop in
 * production mode, built as `npm run deploy` builds it, configured only by the variables a
 * deployment sets. These are development credentials, shared by both sides and by nothing else.
 */
export const LIVE = {
  credentials: {
    CENTRA_SHARED_SECRET: 'live-topology-shared-secret',
    SANITY_PROJECT_ID: 'pouchatlas',
    SANITY_DATASET: 'production',
    SANITY_READ_TOKEN: 'live-topology-read-token',
    SANITY_WRITE_TOKEN: 'live-topology-write-token-for-development-only',
    SANITY_WEBHOOK_SECRET: 'live-topology-webhook-secret',
    ALGOLIA_APP_ID: 'POUCHATLAS',
    ALGOLIA_SEARCH_KEY: 'live-topology-search-key',
    ALGOLIA_ADMIN_KEY: 'live-topology-admin-key',
    LOGFLARE_API_KEY: 'live-topology-logflare-key',
  },
  /** Draft mode on the live shop (the e2e editor journey). */
  previewSecret: 'live-topology-preview-secret',
} as const;

/** Where the two sides listen: 8788 and 8790 unless LIVE_PORT and SERVICES_PORT say otherwise. */
export interface LivePorts {
  shop: number;
  services: number;
}

export const DEFAULT_PORTS: LivePorts = {
  shop: Number(process.env.LIVE_PORT ?? 8788),
  services: Number(process.env.SERVICES_PORT ?? 8790),
};

const origin = (port: number) => `http://127.0.0.1:${port}`;
export const servicesOrigin = (ports = DEFAULT_PORTS) => origin(ports.services);
export const liveShopOrigin = (ports = DEFAULT_PORTS) => origin(ports.shop);

/** Each topology keeps its state apart from `npm start`'s, and each side from the other's. */
const stateOf = (ports: LivePorts, side: string) =>
  path.resolve(`.wrangler/live-${ports.shop}`, side);

/** What the stand-ins' process is told: the shop's credentials, where the shop is, how slow to be. */
export function servicesVars(
  latencyMs: number,
  jitterMs: number,
  ports = DEFAULT_PORTS,
): Record<string, string> {
  return {
    ...LIVE.credentials,
    SERVICE_LATENCY_MS: String(latencyMs),
    SERVICE_JITTER_MS: String(jitterMs),
    SHOP_URL: liveShopOrigin(ports),
    // The Studio, served by the shop, on localhost rather than 127.0.0.1.
    ALLOWED_ORIGINS: `http://localhost:${ports.shop}`,
  };
}

/** The variables a deployment sets, pointed at the stand-ins' process. */
export function liveShopVars(ports = DEFAULT_PORTS): Record<string, string> {
  const services = servicesOrigin(ports);
  const { SANITY_WRITE_TOKEN, ALGOLIA_ADMIN_KEY: _indexingOnly, ...credentials } = LIVE.credentials;
  return {
    ...credentials,
    SANITY_WRITE_TOKEN,
    // Empty is production; said out loud so that a developer's .dev.vars cannot change it.
    ENVIRONMENT: '',
    EMBEDDED_SERVICES: '',
    CENTRA_API_URL: `${services}/api/checkout`,
    // Named, not numbered: the Studio puts the project before the host, as Sanity's Studio
    // always does, and the browser resolves `pouchatlas.localhost`, never `pouchatlas.127.0.0.1`.
    SANITY_API_HOST: `http://localhost:${ports.services}`,
    // The worker asks the host itself (workerd resolves `localhost`, no name under it).
    SANITY_USE_PROJECT_HOSTNAME: 'false',
    ALGOLIA_HOSTS: services,
    // The payment widgets' scripts come from the stand-ins' origin, as a provider's from its own.
    PAYMENT_PROVIDER_ORIGINS: services,
    SANITY_PREVIEW_SECRET: LIVE.previewSecret,
    LOGFLARE_API_URL: services,
    LOGFLARE_SOURCE: 'live-topology-source',
    // Sentry's public key is letters and digits only.
    SENTRY_DSN: `http://livetopologykey@127.0.0.1:${ports.services}/1`,
  };
}

/** The variables `npm run index` needs to fill the stand-ins' Algolia from their Centra. */
export function indexVars(ports = DEFAULT_PORTS): Record<string, string> {
  const services = servicesOrigin(ports);
  return {
    CENTRA_API_URL: `${services}/api/checkout`,
    CENTRA_SHARED_SECRET: LIVE.credentials.CENTRA_SHARED_SECRET,
    ALGOLIA_APP_ID: LIVE.credentials.ALGOLIA_APP_ID,
    ALGOLIA_SEARCH_KEY: LIVE.credentials.ALGOLIA_SEARCH_KEY,
    ALGOLIA_ADMIN_KEY: LIVE.credentials.ALGOLIA_ADMIN_KEY,
    ALGOLIA_HOSTS: services,
  };
}

/** The stand-ins' process on its port, with migrations applied to its own state. */
export async function startServices(options: {
  latencyMs: number;
  jitterMs: number;
  output?: 'ignore' | 'inherit';
  ports?: LivePorts;
}): Promise<Served> {
  const ports = options.ports ?? DEFAULT_PORTS;
  const state = stateOf(ports, 'services');
  const config = ['--config', 'wrangler.services.toml', '--persist-to', state];
  await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...config]);
  return serveWrangler({
    args: [...config, ...varArgs(servicesVars(options.latencyMs, options.jitterMs, ports))],
    port: ports.services,
    readyPath: '/__services/health',
    output: options.output ?? 'ignore',
  });
}

/**
 * Cloudflare tells the worker the visitor's country; `wrangler dev` reads it from a file, so a
 * local visitor is where the tests say (a country the shop ships to, by default).
 */
async function visitorFrom(country: string, ports: LivePorts): Promise<string> {
  const file = stateOf(ports, `cf-${country}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ country, colo: 'LHR', continent: 'EU' }));
  return file;
}

/**
 * The shop as `npm run deploy` builds it (no embedded services in the bundle) in production
 * mode, on its port with its own state, configured only by a deployment's variables.
 */
export async function startLiveShop(options: {
  country?: string;
  output?: 'ignore' | 'inherit';
  ports?: LivePorts;
}): Promise<Served> {
  const ports = options.ports ?? DEFAULT_PORTS;
  const state = stateOf(ports, 'shop');
  await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  return serveWrangler({
    args: [
      '--persist-to',
      state,
      '--define',
      'EMBEDDED_SERVICES_IN_BUILD:false',
      ...varArgs(liveShopVars(ports)),
    ],
    port: ports.shop,
    readyPath: '/api/health',
    output: options.output ?? 'ignore',
    env: {
      CLOUDFLARE_CF_FETCH_ENABLED: 'true',
      CLOUDFLARE_CF_FETCH_PATH: await visitorFrom(options.country ?? 'GB', ports),
    },
  });
}

/** `npm run index` against the stand-ins: their Algolia filled from their Centra. */
export function indexServicesCatalogue(ports = DEFAULT_PORTS): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('scripts/index-products.ts')], {
      env: { ...process.env, ...indexVars(ports) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run index exited ${code}`)),
    );
  });
}

/**
 * The whole topology: the stand-ins, their Algolia indexed as a deployment's would be, then
 * the shop against them. `stop` ends both.
 */
export async function startLiveTopology(options: {
  latencyMs: number;
  jitterMs: number;
  country?: string;
  output?: 'ignore' | 'inherit';
  ports?: LivePorts;
}) {
  const services = await startServices(options);
  try {
    // The stand-ins answer their first calls slowly while wrangler finishes starting them (and
    // a busy machine slows them more): an index run that found them unreachable is tried again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await indexServicesCatalogue(options.ports);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
    const shop = await startLiveShop(options);
    return {
      services,
      shop,
      stop: () => {
        shop.stop();
        services.stop();
      },
    };
  } catch (error) {
    services.stop();
    throw error;
  }
}
