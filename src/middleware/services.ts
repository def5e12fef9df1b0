import { createMiddleware } from 'hono/factory';
import { createServices } from '../adapters/request-services';
import type { AppEnv } from '../app-env';
import { isPreview } from './preview';
import { executionContextOf, waitUntilOf } from './wait-until';

/** Builds the request's services once, for its market and preview state; handlers read them. */
export const servicesMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { market } = c.get('market');
  const preview = await isPreview(c);
  c.set('preview', preview);
  c.set(
    'services',
    createServices({
      config: c.get('config'),
      env: c.env,
      ctx: executionContextOf(c),
      request: c.req.raw,
      language: market.language,
      market: `${market.language}-${market.country}`,
      preview,
      waitUntil: waitUntilOf(c),
    }),
  );
  await next();
});
