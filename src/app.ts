import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { LOCAL_SERVICES_PATH } from './config/service-paths';
import { configMiddleware } from './middleware/config';
import { contentLakeHost } from './middleware/content-lake-host';
import { draftModePages } from './middleware/draft-mode';
import { handlePageError } from './middleware/error-handler';
import { marketMiddleware, routingPath } from './middleware/market';
import { securityHeaders } from './middleware/security-headers';
import { servicesMiddleware } from './middleware/services';
import { apiRoutes } from './routes/api/api-routes';
import { localRoutes } from './routes/local/local-routes';
import { notFoundPage, pageRoutes } from './routes/pages/page-routes';
import { seoRoutes } from './routes/seo/seo-routes';
import { lakeMediaRoutes } from './routes/lake-media';
import { studioRoutes } from './routes/studio';

/**
 * The worker: every request gets its config, security headers, market and services, then
 * goes to the shop's own API, the embedded services, the Studio or a page. Routes match the
 * path without its locale prefix, so one table serves all eighteen markets.
 */
export function createApp() {
  const app = new Hono<AppEnv>({ getPath: routingPath });
  app.use(configMiddleware);
  app.use(contentLakeHost(() => app));
  app.use(securityHeaders);
  app.use(marketMiddleware);
  app.use(servicesMiddleware);
  app.use(draftModePages);
  app.route('/api', apiRoutes);
  app.route(LOCAL_SERVICES_PATH, localRoutes);
  app.route('/studio', studioRoutes);
  app.route('/', lakeMediaRoutes);
  app.route('/', seoRoutes);
  app.route('/', pageRoutes);
  app.notFound(notFoundPage);
  app.onError(handlePageError);
  return app;
}
