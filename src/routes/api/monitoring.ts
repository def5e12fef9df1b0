import { Hono } from 'hono';
import { localErrorReports } from '../../adapters/monitoring/error-reports';
import { DEADLINES_MS } from '../../adapters/deadline';
import { envelopeUrl, parseDsn, sameProject } from '../../adapters/monitoring/sentry-dsn';
import type { AppEnv } from '../../app-env';
import { BadRequest } from '../../http/bad-request';
import { bodyWithin } from '../../http/json-body';
import { EMBEDDED_BROWSER_DSN } from '../../render/public-config';

const MAX_BYTES = 512 * 1024;

/**
 * POST /api/monitoring: the same-origin tunnel for the browser's Sentry envelopes. An
 * envelope is forwarded only when its header names the shop's own DSN, so the tunnel is
 * no open relay; without a DSN envelopes go to the local sink.
 */
export const monitoringRoute = new Hono<AppEnv>().post('/', bodyWithin(MAX_BYTES), async (c) => {
  const text = await c.req.text();
  const [headerLine = '', ...itemLines] = text.split('\n');
  let header: { dsn?: unknown };
  try {
    header = JSON.parse(headerLine) as { dsn?: unknown };
  } catch {
    throw new BadRequest(400, 'The envelope does not start with a JSON header');
  }
  const config = c.get('config');
  if (config.services.monitoring === 'off')
    throw new BadRequest(404, 'Error reporting is not configured for this shop');
  if (config.services.monitoring === 'embedded') {
    // The browser reports with the placeholder DSN the page gave it; nothing else is ours.
    if (header.dsn !== EMBEDDED_BROWSER_DSN)
      throw new BadRequest(403, "The envelope is not addressed to this shop's error reporting");
    const items = itemLines
      .filter((line) => line.trim())
      .map((line) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return line.slice(0, 200);
        }
      });
    localErrorReports.add({ envelope: [header, ...items] });
    return c.json({ received: true });
  }
  const ours = parseDsn(config.SENTRY_DSN);
  const theirs = parseDsn(typeof header.dsn === 'string' ? header.dsn : undefined);
  if (!ours || !theirs || !sameProject(ours, theirs)) {
    throw new BadRequest(403, "The envelope is not addressed to this shop's Sentry project");
  }
  const forwarded = await fetch(envelopeUrl(ours), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-sentry-envelope' },
    body: text,
    signal: AbortSignal.timeout(DEADLINES_MS.errorReports),
  });
  return new Response(forwarded.body, { status: forwarded.status });
});
