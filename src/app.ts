import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { createCheckoutApi } from './local/checkout-api/checkout-api-app';
import { CHECKOUT_API_MOUNT } from './local/checkout-api/mount-path';
import { catalogueClientFor } from './adapters/checkout/checkout-services';
import { ensureIndicesNamedIn } from './adapters/search/embedded-fill';
import { embeddedSearchApp } from './local/search-engine/embedded-engine';
import { SEARCH_ENGINE_MOUNT } from './local/search-engine/mount-path';
import { configMiddleware } from './middleware/config';
import { csrfProtection } from './middleware/csrf';
import { pageCache } from './middleware/page-cache';
import { handleError } from './middleware/error-handler';
import { marketMiddleware } from './middleware/market';
import { securityHeaders } from './middleware/security-headers';
import { apiRoutes } from './routes/api/api-routes';
import { healthRoutes } from './routes/health';
import { localSinkRoutes } from './routes/local-sinks';
import { notFoundPage, pageRoutes } from './routes/pages';
import { studioRoutes } from './routes/studio';

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(configMiddleware);
  app.use(securityHeaders);
  // The embedded Checkout API exists only while no Centra tenant is configured.
  app.use(`${CHECKOUT_API_MOUNT}/*`, async (c, next) =>
    c.get('config').services.checkout === 'embedded' ? next() : c.notFound(),
  );
  app.route(CHECKOUT_API_MOUNT, createCheckoutApi());
  // The embedded search engine's REST surface, likewise only without an Algolia app.
  app.all(`${SEARCH_ENGINE_MOUNT}/*`, async (c) => {
    const config = c.get('config');
    if (config.services.search !== 'embedded') return c.notFound();
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(SEARCH_ENGINE_MOUNT.length);
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
    const catalogue = catalogueClientFor(config, c.env, url.origin);
    await ensureIndicesNamedIn(config, catalogue, url.pathname, body).catch((error: unknown) =>
      console.warn('search: filling the embedded index failed', error),
    );
    const { appId, searchKey, adminKey } = config.search;
    return embeddedSearchApp({ appId, searchKey, adminKey: adminKey ?? '' }).fetch(
      new Request(url, {
        method: c.req.method,
        headers: c.req.raw.headers,
        ...(body ? { body } : {}),
      }),
    );
  });
  app.route('/_local', localSinkRoutes);
  app.route('/studio', studioRoutes);
  app.use(marketMiddleware);
  app.use(csrfProtection);
  app.route('/api/health', healthRoutes);
  app.route('/api', apiRoutes);
  app.use(pageCache);
  app.route('/', pageRoutes);
  app.notFound(notFoundPage);
  app.onError(handleError);
  return app;
}
