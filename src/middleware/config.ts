import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { configFor } from '../config/config';

/** Validates the environment once per isolate and exposes the typed config to handlers. */
export const configMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('config', configFor(c.env));
  await next();
});
