import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { CheckoutApiEnv, CheckoutApiSettings } from './api-env';
import { ApiFailure } from './http/api-failure';
import { corsMiddleware } from './http/cors';
import { MAX_BODY_BYTES } from './http/read-body';
import { respond, respondFailure } from './http/respond';
import { cartRoutes } from './routes/cart-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { checkoutRoutes } from './routes/checkout-routes';
import { customerRoutes } from './routes/customer-routes';
import { emulatorRoutes } from './routes/emulator-routes';
import { localeRoutes } from './routes/locale-routes';
import { pspRoutes } from './routes/psp-routes';
import { sessionMiddleware } from './session/session-middleware';

/**
 * The embedded Centra Checkout API: the same paths, JSON, token and error semantics as
 * Centra's CheckoutAPI plugin, with all state in D1, served under `settings.basePath`.
 */
export function createCheckoutApi(settings: CheckoutApiSettings) {
  const api = new Hono<CheckoutApiEnv>();
  api.use(async (c, next) => {
    c.set('settings', settings);
    await next();
  });
  api.use(corsMiddleware);
  api.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        respond(c, { errors: { body: `too large: at most ${MAX_BODY_BYTES} bytes` } }, 413),
    }),
  );
  // Registered before the session middleware: these never create a session.
  api.route('/__emulator', emulatorRoutes);
  api.route('/__psp', pspRoutes);
  api.use(sessionMiddleware);
  api.route('/', cartRoutes);
  api.route('/', checkoutRoutes);
  api.route('/', localeRoutes);
  api.route('/', customerRoutes);
  api.route('/', catalogueRoutes);
  // A route, not notFound(): a mounted sub-app's notFound gives way to the parent's HTML page.
  api.all('*', (c) =>
    respond(
      c,
      { errors: { endpoint: `no such call: ${c.req.method} ${new URL(c.req.url).pathname}` } },
      404,
    ),
  );
  api.onError((error, c) => {
    if (error instanceof ApiFailure) return respondFailure(c, error);
    console.error('checkout-api: unexpected error', error);
    return respond(c, { errors: { server: 'internal error' } }, 500);
  });
  return api;
}
