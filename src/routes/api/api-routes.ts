import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { addProductRoute } from './add-product';
import { geoRoute } from './geo';
import { logflareRoute } from './logflare';
import { monitoringRoute } from './monitoring';
import { previewRoute } from './preview';
import { revalidateRoute } from './revalidate';

/** The shop's own endpoints (spec §7), under /api. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/geo', geoRoute)
  .route('/logflare', logflareRoute)
  .route('/addProduct', addProductRoute)
  .route('/monitoring', monitoringRoute)
  .route('/revalidate', revalidateRoute)
  .route('/preview', previewRoute);
