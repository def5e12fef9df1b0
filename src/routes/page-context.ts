import type { Context } from 'hono';
import { cachedCatalogue } from '../adapters/checkout/cached-catalogue';
import { contentFor } from '../adapters/content/cached-content';
import { productSearchFor } from '../adapters/search/search-services';
import { contentClientsFor } from '../adapters/content/content-clients';
import { imageUrlsFor } from '../adapters/content/image-url';
import type { AppEnv } from '../app-env';
import { toPublicConfig } from '../config/public-config';
import { isPreview } from '../middleware/preview';
import { waitUntilOf } from '../middleware/wait-until';
import { loadAssetManifest } from '../render/asset-manifest';
import { layoutState } from '../render/layout-state';
import type { PageStateInput } from '../render/page-state';
import type { ProductSources } from '../render/product-blocks';

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
  const url = new URL(c.req.url);
  const catalogue = cachedCatalogue({
    config,
    env: c.env,
    origin: url.origin,
    waitUntil: waitUntilOf(c),
  });
  const search = productSearchFor(config, c.env, url.origin, request.market.language);
  const sources: ProductSources = {
    async category(uri) {
      const match = await catalogue.byUri(uri, request.market.language);
      return match?.found === 'category' ? match.page.products : undefined;
    },
    async search(query, searchFields, hits) {
      return (await search.search({ query, searchFields, hitsPerPage: hits })).hits;
    },
  };
  const imageUrl = imageUrlsFor(contentClientsFor(config));
  return { config, content, preview, request, input, imageUrl, url, catalogue, search, sources };
}

export type PageContext = Awaited<ReturnType<typeof pageContext>>;
