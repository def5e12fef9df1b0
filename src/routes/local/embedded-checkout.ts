import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiNotFound } from '../../middleware/error-handler';

/**
 * The embedded Checkout API, for browsers and scripts: it answers only while no Centra
 * tenant is configured, and it is the same instance the worker's own reads call in-process.
 */
export const embeddedCheckoutRoutes = new Hono<AppEnv>().all('/*', (c) =>
  c.get('config').services.checkout === 'embedded'
    ? c.get('services').checkoutFetch(c.req.raw)
    : apiNotFound(c),
);
