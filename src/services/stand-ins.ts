import { publishWebhookBody } from '../contract/content-webhook';
import { createCheckoutApi } from '../local/checkout-api/checkout-api-app';
import { DEFAULT_FREE_SHIPPING_THRESHOLDS } from '../local/checkout-api/fixtures/shipping-methods';
import { createLakeApi, embeddedLake } from '../local/content-lake/embedded-lake';
import { embeddedSearchApp } from '../local/search-engine/embedded-engine';
import { sendCatalogueWebhook, sendPublishWebhook, type DeliveredWebhook } from './shop-webhooks';
import { createObservabilityStandIns, type LoggedEvent } from './observability-stand-ins';
import { Received } from './received';
import type { ServiceName } from './service-names';
import type { ServicesConfig } from './services-config';

/** Centra's Checkout API lives under /api/checkout on the tenant's host. */
const CHECKOUT_BASE_PATH = '/api/checkout';

type Handler = (request: Request) => Promise<Response>;

/** The stand-ins' storage (wrangler.services.toml): D1 for the tenant and the lake, the seed's images. */
export interface ServicesBindings {
  DB: D1Database;
  ASSETS: Fetcher;
}

export interface StandIns extends Record<ServiceName, Handler> {
  /** What Logflare and Sentry received. */
  received: { events: Received<LoggedEvent>; envelopes: Received<unknown[]> };
  /** The webhooks Sanity and Centra sent the shop, with the shop's answers. */
  webhooks: Received<DeliveredWebhook>;
}

/** Sanity's image CDN path: /images/{project}/{dataset}/{sha1}-{W}x{H}.{ext}. */
const IMAGE_PATH =
  /^\/images\/(?<project>[a-z0-9-]+)\/(?<dataset>[a-z0-9_-]+)\/(?<file>[a-f0-9]{40}-\d+x\d+\.(?:png|jpg|gif|webp|svg))$/;
type ImagePath = { project: string; dataset: string; file: string };

/**
 * An image as Sanity's CDN serves it (the original; the stand-in does not resize): the seed's
 * from the built assets, an uploaded one from the lake.
 */
async function contentImage(
  env: ServicesBindings,
  { project, dataset, file }: ImagePath,
): Promise<Response> {
  const seed = await env.ASSETS.fetch(
    new URL(`http://assets/media/images/local/production/${file}`),
  );
  if (seed.ok) return new Response(seed.body, seed);
  const uploaded = await embeddedLake(env.DB).file(dataset, `images/${project}/${dataset}/${file}`);
  if (!uploaded) return Response.json({ error: 'Not found' }, { status: 404 });
  return new Response(uploaded.bytes, {
    headers: {
      'Content-Type': uploaded.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/** Whether an origin is the shop's or one the configuration lists (as Centra's allowed origins). */
function allowedOrigins(config: ServicesConfig): (origin: string) => boolean {
  const allowed = new Set([new URL(config.SHOP_URL).origin, ...config.ALLOWED_ORIGINS]);
  return (origin) => {
    if (allowed.has(origin)) return true;
    // The Studio on the shop's host under another name (localhost for 127.0.0.1).
    const hostname = URL.canParse(origin) ? new URL(origin).hostname : '';
    return hostname === 'localhost' || hostname === '127.0.0.1';
  };
}

/**
 * The three stand-ins as one process answers them, each on its vendor's own paths: the
 * Checkout API (state in D1) under /api/checkout, Sanity's HTTP API for one project and
 * dataset (the content lake in D1), Algolia's REST API (indices in memory, filled by
 * `npm run index` as a real application is), and Logflare's and Sentry's intake.
 */
export function createStandIns(
  config: ServicesConfig,
  env: ServicesBindings,
  ctx: ExecutionContext,
): StandIns {
  const allowOrigin = allowedOrigins(config);
  const webhooks = new Received<DeliveredWebhook>();
  const checkoutApi = createCheckoutApi({
    sharedSecret: config.CENTRA_SHARED_SECRET,
    freeShippingThresholds: DEFAULT_FREE_SHIPPING_THRESHOLDS,
    extraOrigins: config.ALLOWED_ORIGINS.map((origin) => new URL(origin).host),
    // The stand-ins' own process is a developer's and the tests' tool, never deployed.
    mayInspect: async () => true,
    devCountry: undefined,
    basePath: CHECKOUT_BASE_PATH,
    onCatalogueChange: (productIds) => sendCatalogueWebhook(config, webhooks, productIds),
  });
  const lakeApi = createLakeApi({
    lake: embeddedLake(env.DB),
    projectId: config.SANITY_PROJECT_ID,
    readToken: config.SANITY_READ_TOKEN,
    editorToken: config.SANITY_WRITE_TOKEN,
    mediaBaseUrl: '',
    allowOrigin,
    // Sanity's webhook as the shop documents it: projected, filtered, signed.
    onPublished: async (changes) => {
      for (const change of changes) {
        const body = publishWebhookBody(change);
        if (body) await sendPublishWebhook(config, webhooks, body);
      }
    },
  });
  const searchApp = embeddedSearchApp({
    appId: config.ALGOLIA_APP_ID,
    searchKey: config.ALGOLIA_SEARCH_KEY,
    adminKey: config.ALGOLIA_ADMIN_KEY,
  });
  const observability = createObservabilityStandIns({ logflareApiKey: config.LOGFLARE_API_KEY });
  return {
    received: observability,
    webhooks,
    logs: observability.logs,
    monitoring: observability.monitoring,
    checkout: async (request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/media/products/') || url.pathname.startsWith('/stand-ins/'))
        return env.ASSETS.fetch(request);
      url.pathname = url.pathname.slice(CHECKOUT_BASE_PATH.length) || '/';
      return checkoutApi.fetch(new Request(url, request), env, ctx);
    },
    content: async (request) => {
      const image = IMAGE_PATH.exec(new URL(request.url).pathname);
      if (!image) return lakeApi.fetch(request);
      const path = image.groups as ImagePath;
      return path.project === config.SANITY_PROJECT_ID
        ? contentImage(env, path)
        : Response.json({ error: `No project ${path.project}` }, { status: 404 });
    },
    search: async (request) => searchApp.fetch(request),
  };
}
