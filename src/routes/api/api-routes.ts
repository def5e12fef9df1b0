import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiNotFound, handleApiError } from '../../middleware/error-handler';
import { addProductRoute } from './add-product';
import { cspReportRoute } from './csp-report';
import { priceComparisonRoute } from './price-comparison';
import { healthRoutes } from './health';
import { geoRoute } from './geo';
import { guardedCheckoutRoutes } from './guarded-checkout/guarded-checkout-routes';
import { logflareRoute } from './logflare';
import { receiptRoute } from './receipt';
import { monitoringRoute } from './monitoring';
import { previewRoute } from './preview';
import { revalidateRoute } from './revalidate';
import { wordsRoute } from './words';

/**
 * The shop's own endpoints, under /api (the Checkout API calls the shop guards under
 * /api/checkout). Those the shop's pages call check the CSRF echo themselves; the webhooks prove themselves by signature or secret, and the Sentry tunnel
 * by the DSN inside each envelope; CSP reports change nothing and are only logged.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/geo', geoRoute)
  .route('/logflare', logflareRoute)
  .route('/addProduct', addProductRoute)
  .route('/receipt', receiptRoute)
  .route('/checkout', guardedCheckoutRoutes)
  .route('/monitoring', monitoringRoute)
  .route('/csp-report', cspReportRoute)
  .route('/price-comparison', priceComparisonRoute)
  .route('/revalidate', revalidateRoute)
  .route('/preview', previewRoute)
  .route('/words', wordsRoute)
  .all('*', apiNotFound)
  .onError(handleApiError);
