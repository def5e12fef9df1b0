import { describe, expect, it } from 'vitest';
import { controlRoutes } from './control-routes';
import { NetworkConditions } from './network-conditions';
import { Received } from './received';
import { RequestLog } from './request-log';
import type { DeliveredWebhook } from './shop-webhooks';

function controls() {
  const network = new NetworkConditions(80, 20);
  const log = new RequestLog();
  const received = { events: new Received<never>(), envelopes: new Received<unknown[]>() };
  const webhooks = new Received<DeliveredWebhook>();
  return { network, log, webhooks, app: controlRoutes(network, log, received, webhooks) };
}

const put = (body: unknown) => ({
  method: 'PUT',
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the stand-ins’ controls', () => {
  it('change the latency, and refuse one that is not a whole number of ms', async () => {
    const { app, network } = controls();
    const changed = await app.request('/latency', put({ latencyMs: 0, jitterMs: 0 }));
    expect(changed.status).toBe(200);
    expect(network.delayMs()).toBe(0);
    const refused = await app.request('/latency', put({ latencyMs: -1, jitterMs: 0.5 }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/latencyMs/);
    expect(network.settings.latencyMs).toBe(0);
  });

  it('make one service fail or hang, and name the services when asked for another', async () => {
    const { app, network } = controls();
    expect((await app.request('/services/content', put({ mode: 'hang' }))).status).toBe(200);
    expect(network.modeOf('content')).toBe('hang');
    const unknown = await app.request('/services/payments', put({ mode: 'fail' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: 'no service payments; one of checkout, content, search, logs, monitoring',
    });
    expect((await app.request('/services/search', put('not json'))).status).toBe(400);
    expect((await app.request('/services/search', put({ mode: 'slow' }))).status).toBe(400);
    expect(network.modeOf('search')).toBe('ok');
  });

  it('list what the services were asked after a given request, and refuse a bad position', async () => {
    const { app, log } = controls();
    const call = { method: 'GET', status: 200, startedAt: 1, endedAt: 2 } as const;
    log.add({ ...call, service: 'content', path: '/v1/data/query/production' });
    log.add({ ...call, service: 'search', path: '/1/indexes/products_en/query' });
    const after = await app.request('/requests?since=1');
    expect(await after.json()).toEqual({
      requests: [expect.objectContaining({ seq: 2, service: 'search' })],
      last: 2,
    });
    expect((await app.request('/requests?since=-3')).status).toBe(400);
  });

  it('list the webhooks sent to the shop, with its answers', async () => {
    const { app, webhooks } = controls();
    const delivery = {
      webhook: 'publish',
      url: 'http://127.0.0.1:8788/api/revalidate',
      status: 401,
      answer: { error: 'Invalid signature' },
    } as const;
    webhooks.add(delivery);
    expect(await (await app.request('/webhooks')).json()).toEqual({
      webhooks: [{ receivedAt: expect.any(String), entry: delivery }],
    });
  });
});

describe('RequestLog', () => {
  it('keeps the newest 5,000 calls, numbered on', () => {
    const log = new RequestLog();
    const call = { method: 'GET', status: 200, startedAt: 1, endedAt: 2 } as const;
    for (let index = 0; index < 5_010; index += 1)
      log.add({ ...call, service: 'checkout', path: '/' });
    const { requests, last } = log.since(0);
    expect(last).toBe(5_010);
    expect(requests).toHaveLength(5_000);
    expect(requests[0]?.seq).toBe(11);
  });
});
