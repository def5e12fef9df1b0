import { Hono } from 'hono';
import { z } from 'zod';
import type { NetworkConditions } from './network-conditions';
import type { StandIns } from './stand-ins';
import type { RequestLog } from './request-log';
import { SERVICES } from './service-names';

const latencyBody = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000),
  jitterMs: z.number().int().min(0).max(60_000),
});
const modeBody = z.strictObject({ mode: z.enum(['ok', 'fail', 'hang']) });

async function bodyOf<T>(request: Request, schema: z.ZodType<T>) {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { error: 'the body must be JSON' } as const;
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { value: parsed.data }
    : ({ error: z.prettifyError(parsed.error) } as const);
}

/**
 * The stand-ins' own controls (no vendor has these): how slow the network is, which service
 * fails or hangs, the log of what each was asked, and the webhooks they sent the shop. Under
 * /__services on the stand-ins' process, which only listens on this machine.
 */
export function controlRoutes(
  network: NetworkConditions,
  log: RequestLog,
  received: StandIns['received'],
  webhooks: StandIns['webhooks'],
) {
  return new Hono()
    .get('/health', (c) => c.json({ status: 'ok', ...network.settings }))
    .put('/latency', async (c) => {
      const body = await bodyOf(c.req.raw, latencyBody);
      if ('error' in body) return c.json({ error: body.error }, 400);
      network.setLatency(body.value.latencyMs, body.value.jitterMs);
      return c.json(network.settings);
    })
    .put('/services/:service', async (c) => {
      const service = SERVICES.find((name) => name === c.req.param('service'));
      if (!service)
        return c.json(
          { error: `no service ${c.req.param('service')}; one of ${SERVICES.join(', ')}` },
          404,
        );
      const body = await bodyOf(c.req.raw, modeBody);
      if ('error' in body) return c.json({ error: body.error }, 400);
      network.setMode(service, body.value.mode);
      return c.json(network.settings);
    })
    .get('/logflare', (c) => c.json({ events: received.events.list() }))
    .get('/sentry', (c) => c.json({ envelopes: received.envelopes.list() }))
    .get('/webhooks', (c) => c.json({ webhooks: webhooks.list() }))
    .get('/requests', (c) => {
      const since = Number(c.req.query('since') ?? '0');
      if (!Number.isInteger(since) || since < 0)
        return c.json({ error: 'since: the number of the last request already read' }, 400);
      return c.json(log.since(since));
    });
}
