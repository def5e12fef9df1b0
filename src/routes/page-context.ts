import type { Context } from 'hono';
import { contentFor } from '../adapters/content/cached-content';
import { contentClientsFor } from '../adapters/content/content-clients';
import { imageUrlsFor } from '../adapters/content/image-url';
import type { AppEnv } from '../app-env';
import { toPublicConfig } from '../config/public-config';
import { isPreview } from '../middleware/preview';
import { waitUntilOf } from '../middleware/wait-until';
import { loadAssetManifest } from '../render/asset-manifest';
import { layoutState } from '../render/layout-state';
import type { PageStateInput } from '../render/page-state';

/** What every page handler needs: the content service, image URLs and the shared page input. */
export async function pageContext(c: Context<AppEnv>) {
  const request = c.get('market');
  const config = c.get('config');
  const preview = await isPreview(c);
  const content = contentFor({
    config,
    kv: c.env.CACHE,
    language: request.market.language,
    market: `${request.market.language}-${request.market.country}`,
    preview,
    waitUntil: waitUntilOf(c),
  });
  const [settings, assets] = await Promise.all([
    content.siteSettings(),
    loadAssetManifest(c.env.ASSETS),
  ]);
  const input: PageStateInput = {
    request,
    config: toPublicConfig(config),
    assets,
    layout: layoutState(request, settings),
  };
  return { content, preview, request, input, imageUrl: imageUrlsFor(contentClientsFor(config)) };
}

export type PageContext = Awaited<ReturnType<typeof pageContext>>;
