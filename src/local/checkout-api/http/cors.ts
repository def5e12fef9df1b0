import { createMiddleware } from 'hono/factory';
import type { CheckoutApiEnv } from '../api-env';
import { isAllowedOrigin } from './allowed-origins';

// Authorization is deliberately absent: a browser must never be able to send the shared secret.
const ALLOWED_HEADERS = 'API-token, Content-Type, Accept, X-Correlation-ID';

/**
 * Browser calls are checked against the allowed origins, as Centra checks its plugin's
 * "Allowed Origins": others get a 401 with Centra's error shape. Calls without an
 * Origin (server side) pass.
 */
export const corsMiddleware = createMiddleware<CheckoutApiEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (!origin) return next();
  const settings = c.get('settings');
  if (!isAllowedOrigin(origin, c.req.url, settings.extraOrigins)) {
    return c.json({ token: null, errors: { origin: 'not allowed' } }, 401);
  }
  const headers = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'X-Correlation-ID',
    Vary: 'Origin',
  };
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...headers,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '86400',
      },
    });
  }
  await next();
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
});
