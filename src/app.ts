import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { configMiddleware } from './middleware/config';
import { handleError } from './middleware/error-handler';
import { marketMiddleware } from './middleware/market';
import { securityHeaders } from './middleware/security-headers';
import { healthRoutes } from './routes/health';
import { notFoundPage, pageRoutes } from './routes/pages';

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(configMiddleware);
  app.use(securityHeaders);
  app.use(marketMiddleware);
  app.route('/api/health', healthRoutes);
  app.route('/', pageRoutes);
  app.notFound(notFoundPage);
  app.onError(handleError);
  return app;
}
