import { Hono } from 'hono';
import { isServerOnlyEvent, logEventSchema } from '../../contract/log-event';
import type { AppEnv } from '../../app-env';
import { bodyWithin, readJson } from '../../http/json-body';
import { csrfProtection } from '../../middleware/csrf';

const MAX_BYTES = 16 * 1024;

/**
 * POST /api/logflare: `{event, data}` from the browser, checked and forwarded to Logflare, or
 * to the local sink. Purchases are refused: the worker writes them from the order itself.
 */
export const logflareRoute = new Hono<AppEnv>().post(
  '/',
  csrfProtection,
  bodyWithin(MAX_BYTES),
  async (c) => {
    const event = await readJson(c, logEventSchema);
    if (isServerOnlyEvent(event.event))
      return c.json(
        {
          error: `A ${event.event} event is written by the shop when the order completes; a browser cannot send one`,
        },
        403,
      );
    try {
      await c.get('services').logs.record(event);
    } catch (error) {
      console.warn('logflare: forwarding failed', error);
      return c.json({ error: 'The event log is unavailable; the event was not recorded' }, 502);
    }
    return c.json({ recorded: true }, 202);
  },
);
