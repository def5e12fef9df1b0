import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { ConfigError } from '../config/config';

const wantsJson = (path: string, accept: string | undefined) =>
  path.startsWith('/api/') || path.startsWith('/_local/') || accept?.includes('application/json');

/**
 * One place that turns an exception into a response: JSON for API callers, a short
 * page for people. Details of unexpected errors are logged, never shown.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ConfigError) {
    // Names the broken variables (never their values) so an operator can fix the deploy.
    console.error(error.message);
    return c.text(error.message, 500);
  }
  const status = error instanceof HTTPException ? error.status : 500;
  const message =
    error instanceof HTTPException ? error.message : 'Something went wrong on our side.';
  if (status >= 500) {
    console.error(error);
    c.get('services').monitoring.error(error);
  }
  if (wantsJson(c.req.path, c.req.header('Accept'))) {
    return c.json({ error: message }, status);
  }
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><h1>Sorry, something went wrong</h1><p>Please try again in a moment.</p><p><a href="/">Back to the shop</a></p></body></html>`,
    status,
  );
};
