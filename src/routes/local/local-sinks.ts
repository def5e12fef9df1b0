import { Hono } from 'hono';
import { localEventLog } from '../../adapters/logs/event-log';
import { localErrorReports } from '../../adapters/monitoring/error-reports';
import type { AppEnv } from '../../app-env';
import { mayInspect } from '../../http/inspection-access';
import { apiNotFound } from '../../middleware/error-handler';

/**
 * What the embedded Logflare and Sentry defaults received, for a developer to read:
 * GET /_local/logflare and GET /_local/monitoring. In production only with the inspection token.
 */
export const localSinkRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const config = c.get('config');
    const policy = { open: config.inspectionOpen, token: config.INSPECTION_TOKEN };
    return (await mayInspect(policy, c.req.header('authorization'))) ? next() : apiNotFound(c);
  })
  .get('/logflare', (c) => c.json({ events: localEventLog.list() }))
  .get('/monitoring', (c) => c.json({ reports: localErrorReports.list() }));
