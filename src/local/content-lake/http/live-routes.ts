import { Hono } from 'hono';
import { datasetNotFound, type LakeApiOptions, type LakeEnv } from './lake-context';

/** How long one live connection stays open, and how long a client waits to open the next. */
const LIVE_HELD_MS = 400;
const LIVE_RETRY_MS = 3000;

/**
 * Sanity's Live Content API as far as the Studio's Presentation tool uses it: the events
 * stream (`welcome`, then the connection ends and the client opens it again, as a brief
 * listener does: the lake sends no sync tags, so there is no `message` to send), and the
 * CORS check a client makes when a stream fails.
 */
export function liveRoutes(options: LakeApiOptions) {
  const routes = new Hono<LakeEnv>();

  routes.get('/data/live/events/:dataset', async (c) => {
    if (!options.lake.datasetNames.includes(c.req.param('dataset')))
      return datasetNotFound(c, options.projectId);
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`retry: ${LIVE_RETRY_MS}\n\n`));
        controller.enqueue(encoder.encode(`event: welcome\nid: ${Date.now()}\ndata: {}\n\n`));
        await new Promise((resolve) => setTimeout(resolve, LIVE_HELD_MS));
        controller.close();
      },
    });
    c.header('Content-Type', 'text/event-stream');
    c.header('Cache-Control', 'no-cache');
    return c.body(stream);
  });

  routes.get('/check/cors', (c) => {
    const origin = c.req.header('origin');
    const allowed = !origin || options.allowOrigin(origin);
    return c.json({ result: { allowed, withCredentials: allowed } });
  });

  return routes;
}
