import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { VisitorGeo } from '../../contract/visitor-geo';
import { visitorOf } from '../../middleware/visitor';

/** GET /api/geo: the visitor's country and whether the shop ships there. */
export const geoRoute = new Hono<AppEnv>().get('/', async (c) => {
  const visitor = await visitorOf(c);
  c.header('Cache-Control', 'private, no-store');
  const answer: VisitorGeo = {
    country: visitor.country ?? null,
    shipsHere: visitor.shipsHere ?? null,
  };
  return c.json(answer);
});
