import { cors } from 'hono/cors';

/**
 * The Studio calls with credentials, so the answer names its exact origin (a browser refuses
 * `*` with credentials); an origin that is not allowed gets no CORS headers at all.
 */
export const lakeCors = (allowOrigin: (origin: string) => boolean) =>
  cors({
    origin: (origin) => (origin && allowOrigin(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // No list: the headers the Studio asks for (authorization, x-sanity-app, …) are allowed,
    // as Sanity's API allows them for a registered origin.
    allowHeaders: [],
    exposeHeaders: ['X-Sanity-Shard', 'Content-Length'],
    maxAge: 600,
  });
