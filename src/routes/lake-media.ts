import { Hono } from 'hono';
import { EMBEDDED_PROJECT_ID, embeddedLakeFile } from '../adapters/embedded/content-lake';
import type { AppEnv } from '../app-env';
import { apiNotFound } from '../middleware/error-handler';

const FILE = /^[a-f0-9]{40}-\d+x\d+\.(png|jpg|gif|webp|svg)$/;

/**
 * Images of the embedded lake. The seed's are static assets under /media (served before the
 * worker); what editors upload is in the lake. The Studio builds its previews' URLs on its API
 * host, without /media, so both addresses answer. Named by content, so cached for good.
 */
export const lakeMediaRoutes = new Hono<AppEnv>();

for (const base of ['/media/images', '/images']) {
  lakeMediaRoutes.get(`${base}/:project/:dataset/:file`, async (c) => {
    const { project, dataset, file } = c.req.param();
    if (
      c.get('config').services.content !== 'embedded' ||
      project !== EMBEDDED_PROJECT_ID ||
      !FILE.test(file)
    ) {
      return apiNotFound(c);
    }
    const path = `images/${project}/${dataset}/${file}`;
    const seed = await c.env.ASSETS.fetch(new URL(`/media/${path}`, c.req.url));
    // A copy: the assets' own response is immutable, and the shop's headers are added to it.
    if (seed.ok) return new Response(seed.body, seed);
    const uploaded = await embeddedLakeFile(c.env.DB, dataset, path);
    if (!uploaded) return apiNotFound(c);
    return c.body(uploaded.bytes, 200, {
      'Content-Type': uploaded.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An uploaded SVG is shown as an image, never run as a document with scripts.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
