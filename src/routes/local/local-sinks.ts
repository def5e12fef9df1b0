import { Hono } from 'hono';
import { localEventLog } from '../../adapters/logs/event-log';
import { localErrorReports } from '../../adapters/monitoring/error-reports';
import type { AppEnv } from '../../app-env';
import { apiNotFound } from '../../middleware/error-handler';

/**
 * What the embedded Logflare and Sentry defaults received, for a developer to read:
 * GET /_local/logflare and GET /_local/monitoring. Not served in production.
 */
export const localSinkRoutes = new Hono<AppEnv>()
  .use(async (c, next) => (c.get('config').ENVIRONMENT === 'production' ? apiNotFound(c) : next()))
  .get('/logflare', (c) => c.json({ events: localEventLog.list() }))
  .get('/monitoring', (c) => c.json({ reports: localErrorReports.list() }));
