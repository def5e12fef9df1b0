import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { ConfigError } from '../config/config';

/** What an error says to the caller, and whether it is the shop's fault (5xx, reported). */
function classify(error: Error, c: Context<AppEnv>): { status: number; message: string } {
  const status = error instanceof HTTPException ? error.status : 500;
  if (status >= 500) {
    console.error(error);
    // Services are missing when the error came before they were built (a broken config).
    c.get('services')?.monitoring.error(error);
  }
  return {
    status,
    message: error instanceof HTTPException ? error.message : 'Something went wrong on our side.',
  };
}

/**
 * Development and tests only: ENVIRONMENT is read raw, as the configuration that failed
 * cannot be trusted, and anything else (production, unset, misspelt) counts as production.
 */
const namesVariablesToCaller = (env: object) => {
  const environment = (env as { ENVIRONMENT?: unknown }).ENVIRONMENT;
  return environment === 'development' || environment === 'test';
};

/**
 * The broken variables (never their values) go to the log, so an operator can fix the
 * deploy; a developer sees them in the answer too. In production the caller learns only that
 * the shop cannot serve, not which secrets or services it runs on.
 */
function configFailure(error: ConfigError, c: Context<AppEnv>): Response {
  console.error(error.message);
  c.header('Cache-Control', 'no-store');
  return c.text(
    namesVariablesToCaller(c.env)
      ? error.message
      : 'This shop cannot serve requests: its configuration is incomplete. The details are in the worker’s log.',
    500,
  );
}

/** Errors of the shop's own endpoints and the embedded services: a JSON body that says what. */
export const handleApiError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ConfigError) return configFailure(error, c);
  const { status, message } = classify(error, c);
  return c.json({ error: message }, status as 500);
};

/** Errors of pages: a short page for people; details of unexpected errors are logged only. */
export const handlePageError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ConfigError) return configFailure(error, c);
  const { status } = classify(error, c);
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><h1>Sorry, something went wrong</h1><p>Please try again in a moment.</p><p><a href="/">Back to the shop</a></p></body></html>`,
    status as 500,
  );
};

/** An unknown path below an API mount: JSON, never the shop's 404 page. */
export const apiNotFound = (c: Context<AppEnv>) =>
  c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
