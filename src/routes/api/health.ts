import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

type Probe = 'ok' | 'error';

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'error';
  }
}

/** For operators and uptime checks: which services are embedded and whether storage answers. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const [kv, d1] = await Promise.all([
    probe(() => c.env.CACHE.get('health:probe')),
    probe(() => c.env.DB.prepare('SELECT 1 AS ok').first()),
  ]);
  const healthy = kv === 'ok' && d1 === 'ok';
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      status: healthy ? 'ok' : 'degraded',
      services: c.get('config').services,
      storage: { kv, d1 },
    },
    healthy ? 200 : 503,
  );
});
