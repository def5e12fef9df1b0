import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import {
  EMBEDDED_CHECKOUT_PATH,
  EMBEDDED_SEARCH_PATH,
  LOCAL_SERVICES_PATH,
} from './config/service-paths';
import { configMiddleware } from './middleware/config';
import { csrfProtection } from './middleware/csrf';
import { pageCache } from './middleware/page-cache';
import { handleError } from './middleware/error-handler';
import { marketMiddleware } from './middleware/market';
import { securityHeaders } from './middleware/security-headers';
import { servicesMiddleware } from './middleware/services';
import { apiRoutes } from './routes/api/api-routes';
import { healthRoutes } from './routes/health';
import { embeddedCheckoutRoutes } from './routes/local/embedded-checkout';
import { embeddedSearchRoutes } from './routes/local/embedded-search';
import { localSinkRoutes } from './routes/local/local-sinks';
import { notFoundPage, pageRoutes } from './routes/pages';
import { studioRoutes } from './routes/studio';

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(configMiddleware);
  app.use(securityHeaders);
  app.use(marketMiddleware);
  app.use(servicesMiddleware);
  app.route(EMBEDDED_CHECKOUT_PATH, embeddedCheckoutRoutes);
  app.route(EMBEDDED_SEARCH_PATH, embeddedSearchRoutes);
  app.route(LOCAL_SERVICES_PATH, localSinkRoutes);
  app.route('/studio', studioRoutes);
  app.use(csrfProtection);
  app.route('/api/health', healthRoutes);
  app.route('/api', apiRoutes);
  app.use(pageCache);
  app.route('/', pageRoutes);
  app.notFound(notFoundPage);
  app.onError(handleError);
  return app;
}
