import { Hono } from 'hono';
import { localEventLog } from '../../adapters/logs/event-log';
import { localErrorReports } from '../../adapters/monitoring/error-reports';
import type { AppEnv } from '../../app-env';
import { inspectionPolicy, mayInspect } from '../../config/inspection-access';
import { apiNotFound } from '../../middleware/error-handler';

/**
 * What the embedded Logflare and Sentry defaults received, for a developer to read:
 * GET /_local/logflare and GET /_local/monitoring. In production only with the inspection token.
 */
export const localSinkRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const allowed = await mayInspect(
      inspectionPolicy(c.get('config')),
      c.req.header('authorization'),
    );
    return allowed ? next() : apiNotFound(c);
  })
  .get('/logflare', (c) => c.json({ events: localEventLog.list() }))
  .get('/monitoring', (c) => c.json({ reports: localErrorReports.list() }));
