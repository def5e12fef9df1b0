import type { Context } from 'hono';
import type { CheckoutApiEnv } from '../api-env';
import type { ApiFailure } from './api-failure';

type Status = 200 | 201 | ApiFailure['status'] | 500;

/**
 * Every Checkout API response carries the session token first, errors included; a
 * stateless (`API-token: none`) call gets `null`. `?pretty` indents, as Centra does.
 */
export function respond(
  c: Context<CheckoutApiEnv>,
  body: Record<string, unknown>,
  status: Status = 200,
): Response {
  const api = c.get('api') as CheckoutApiEnv['Variables']['api'] | undefined;
  const token = api && !api.stateless ? api.session.token : null;
  const pretty = c.req.query('pretty') !== undefined;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  const correlation = c.req.header('x-correlation-id');
  if (correlation) headers['X-Correlation-ID'] = correlation.slice(0, 200);
  return new Response(JSON.stringify({ token, ...body }, null, pretty ? 2 : undefined), {
    status,
    headers,
  });
}

export function respondFailure(c: Context<CheckoutApiEnv>, failure: ApiFailure): Response {
  return respond(c, { ...failure.extra, errors: failure.errors }, failure.status);
}
