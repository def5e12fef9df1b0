import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { assetRoutes } from './asset-routes';
import { dataRoutes } from './data-routes';
import { historyRoutes } from './history-routes';
import { lakeCors } from './lake-cors';
import { lakeErrorBody, type LakeApiOptions, type LakeEnv } from './lake-context';
import { liveRoutes } from './live-routes';
import { callerOf } from './local-editor';
import { sessionRoutes } from './session-routes';

export type { LakeApiOptions };

const VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

/** A transaction, an action list or an image: D1 keeps a row of at most 2 MB. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * The part of Sanity's HTTP API the Studio and @sanity/client use, answered by the embedded
 * lake on its own host (`local.localhost:8787` in development), on Sanity's own paths. A path
 * it does not answer is a 404 that names it, so a Studio call that is missing shows.
 */
export function createLakeApi(options: LakeApiOptions) {
  const app = new Hono<LakeEnv>();
  app.use(lakeCors(options.allowOrigin));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          lakeErrorBody(413, `The request body is over ${MAX_BODY_BYTES} bytes`, 'payloadTooLarge'),
          413,
        ),
    }),
  );
  app.use(async (c, next) => {
    const caller = await callerOf(c.req.header('authorization'), options);
    if (caller === 'invalid') {
      return c.json({ statusCode: 401, error: 'Unauthorized', message: 'Session not found' }, 401);
    }
    c.set('caller', caller);
    await next();
  });
  app.get('/ping', (c) => c.text('PONG'));

  const api = new Hono<LakeEnv>()
    .route('/', sessionRoutes(options))
    .route('/data', dataRoutes(options))
    .route('/data', historyRoutes(options))
    .route('/', liveRoutes(options))
    .route('/', assetRoutes(options));
  api.all('*', (c) =>
    c.json(
      lakeErrorBody(
        404,
        `The embedded content lake does not answer ${c.req.method} ${new URL(c.req.url).pathname}`,
        'httpNotFound',
      ),
      404,
    ),
  );

  app.use('/:version/*', async (c, next) => {
    if (!VERSION.test(c.req.param('version'))) {
      return c.json(
        lakeErrorBody(400, `Unknown API version "${c.req.param('version')}"`, 'httpBadRequest'),
        400,
      );
    }
    await next();
  });
  app.route('/:version', api);
  app.all('*', (c) => c.json(lakeErrorBody(404, 'Not found', 'httpNotFound'), 404));
  return app;
}
