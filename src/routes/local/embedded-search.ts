import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiNotFound } from '../../middleware/error-handler';

/**
 * The embedded search engine's Algolia REST surface, for browsers and `npm run index`:
 * it answers only while no Algolia application is configured.
 */
export const embeddedSearchRoutes = new Hono<AppEnv>().all('/*', (c) => {
  const handler = c.get('services').embeddedSearch;
  return handler ? handler(c.req.raw) : apiNotFound(c);
});
