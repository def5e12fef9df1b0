import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { createCheckoutApi } from './local/checkout-api/checkout-api-app';
import { CHECKOUT_API_MOUNT } from './local/checkout-api/mount-path';
import { configMiddleware } from './middleware/config';
import { handleError } from './middleware/error-handler';
import { marketMiddleware } from './middleware/market';
import { securityHeaders } from './middleware/security-headers';
import { healthRoutes } from './routes/health';
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
  app.route('/studio', studioRoutes);
  app.use(marketMiddleware);
  app.route('/api/health', healthRoutes);
  app.route('/', pageRoutes);
  app.notFound(notFoundPage);
  app.onError(handleError);
  return app;
}
