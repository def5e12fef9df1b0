import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { toPublicConfig } from '../../render/public-config';
import { loadAssetManifest } from '../../render/asset-manifest';
import { editAttributes } from '../../render/edit-attributes';
import { layoutState } from '../../render/layout-state';
import { shareImageOf } from '../../render/share-image';
import type { PageStateInput } from '../../render/page-state';
import type { ProductSources } from '../../render/product-blocks';
import { serverTranslator } from '../../i18n/words';
import { rememberSettings } from './page-shell';

/** What every page handler needs: the request's services and the shared page input. */
export async function pageContext(c: Context<AppEnv>) {
  const config = c.get('config');
  const preview = c.get('preview');
  // In draft mode each text and picture names where the Studio edits it (decision 0044).
  const request = preview
    ? { ...c.get('market'), edit: editAttributes(`${new URL(c.req.url).origin}/studio`) }
    : c.get('market');
  const services = c.get('services');
  const { content, catalogue, search, imageUrl } = services;
  const [settings, assets] = await Promise.all([
    content.siteSettings(),
    loadAssetManifest(c.env.ASSETS),
  ]);
  rememberSettings(request.market.language, settings);
  const publicConfig = toPublicConfig(config);
  const shareImage = shareImageOf(imageUrl, settings?.shareImage, settings?.shareImageAlt ?? '');
  const input: PageStateInput = {
    request,
    config: publicConfig,
    assets,
    layout: layoutState(request, settings, publicConfig.freeShipping),
    ...(shareImage ? { shareImage } : {}),
  };
  const url = new URL(c.req.url);
  const sources: ProductSources = {
    async category(uri) {
      const match = await catalogue.byUri(uri, request.market.language);
      return match?.found === 'category' ? match.page.products : undefined;
    },
    async search(query, searchFields, hits) {
      try {
        return (await search.search({ query, searchFields, hitsPerPage: hits })).hits;
      } catch (error) {
        // Products an editor placed in content are one part of the page: it goes on without
        // them (an empty block shows nothing) and is not kept, so the next visitor tries again.
        services.monitoring.error(error);
        services.leftOutAPart();
        return [];
      }
    },
  };
  return {
    /** The market language's words, for what the worker writes itself (titles, facts, breadcrumbs). */
    t: serverTranslator(request.market.language),
    config,
    services,
    content,
    preview,
    request,
    input,
    imageUrl,
    url,
    catalogue,
    search,
    sources,
  };
}

export type PageContext = Awaited<ReturnType<typeof pageContext>>;
