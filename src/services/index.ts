import { Hono } from 'hono';
import { controlRoutes } from './control-routes';
import { NetworkConditions } from './network-conditions';
import { RequestLog } from './request-log';
import { serviceOf, type ServiceName } from './service-names';
import { servicesConfigFor } from './services-config';
import { createStandIns, type ServicesBindings, type StandIns } from './stand-ins';

/** What each vendor answers while it is down, in its own error shape. */
const OUTAGE: Record<ServiceName, object> = {
  checkout: { token: null, errors: { server: 'service unavailable' } },
  content: {
    error: { description: 'Service unavailable', type: 'serviceUnavailable' },
    statusCode: 503,
  },
  search: { message: 'Service unavailable', status: 503 },
  logs: { message: 'Service unavailable' },
  monitoring: { detail: 'Service unavailable' },
};

let network: NetworkConditions | undefined;
const log = new RequestLog();
const standIns = new WeakMap<object, StandIns>();

/**
 * Centra's Checkout API, Sanity's HTTP API, Algolia's REST API, Logflare and Sentry played by
 * the shop's
 * stand-ins as a process of their own (`npm run services`), so the shop can run in production
 * mode against them over the network: every answer waits the configured latency, each service
 * can be made to fail or hang, and every call is logged (/__services).
 */
export default {
  async fetch(request, env, ctx) {
    const config = servicesConfigFor(env);
    network ??= new NetworkConditions(config.SERVICE_LATENCY_MS, config.SERVICE_JITTER_MS);
    const url = new URL(request.url);
    let stand = standIns.get(env);
    if (!stand) {
      stand = createStandIns(config, env, ctx);
      standIns.set(env, stand);
    }
    if (url.pathname.startsWith('/__services/')) {
      return new Hono()
        .route('/__services', controlRoutes(network, log, stand.received, stand.webhooks))
        .fetch(request);
    }
    const service = serviceOf(url.pathname);
    if (!service)
      return Response.json(
        {
          error: `${url.pathname} is none of the stand-ins' APIs: /api/checkout/… (Centra), /v{version}/… and /images/… (Sanity), /1/… (Algolia), /logs (Logflare), /api/{project}/envelope/ (Sentry), /__services/… (controls)`,
        },
        { status: 404 },
      );
    const startedAt = Date.now();
    await network.travel(service);
    const response =
      network.modeOf(service) === 'ok'
        ? await stand[service](request)
        : Response.json(OUTAGE[service], { status: 503 });
    log.add({
      service,
      method: request.method,
      path: url.pathname,
      status: response.status,
      startedAt,
      endedAt: Date.now(),
    });
    return response;
  },
} satisfies ExportedHandler<ServicesBindings>;
