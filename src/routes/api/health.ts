import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { inspectionPolicy, mayInspect } from '../../config/inspection-access';

type Probe = 'ok' | 'error';

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'error';
  }
}

/**
 * For uptime checks: that the worker is up. For operators (anyone outside production, the
 * inspection token in production): also which services are embedded and whether storage
 * answers. A stranger learns nothing of the deployment, and cannot make it read storage.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const config = c.get('config');
  if (!(await mayInspect(inspectionPolicy(config), c.req.header('authorization'))))
    return c.json({ status: 'ok' });
  const [kv, d1] = await Promise.all([
    probe(() => c.env.CACHE.get('health:probe')),
    probe(() => c.env.DB.prepare('SELECT 1 AS ok').first()),
  ]);
  const healthy = kv === 'ok' && d1 === 'ok';
  return c.json(
    { status: healthy ? 'ok' : 'degraded', services: config.services, storage: { kv, d1 } },
    healthy ? 200 : 503,
  );
});
