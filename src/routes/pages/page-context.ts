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
import { waitUntilOf } from '../../middleware/wait-until';
import { rememberSettings } from './page-shell';

/**
 * What every page handler needs: the request's services and the shared page input. The input
 * (the header and footer from the site settings, the scripts) is read while the page reads its
 * own content: a handler awaits it only to assemble the page, so the settings never cost a
 * round trip of their own before the page's reads begin.
 */
export function pageContext(c: Context<AppEnv>) {
  const config = c.get('config');
  const preview = c.get('preview');
  // In draft mode each text and picture names where the Studio edits it (decision 0044).
  const request = preview
    ? { ...c.get('market'), edit: editAttributes(`${new URL(c.req.url).origin}/studio`) }
    : c.get('market');
  const services = c.get('services');
  const { content, catalogue, search, imageUrl } = services;
  const publicConfig = toPublicConfig(config);
  const input: Promise<PageStateInput> = Promise.all([
    content.siteSettings(),
    loadAssetManifest(c.env.ASSETS),
  ]).then(([settings, assets]) => {
    rememberSettings(request.market.language, settings);
    const shareImage = shareImageOf(imageUrl, settings?.shareImage, settings?.shareImageAlt ?? '');
    return {
      request,
      config: publicConfig,
      assets,
      layout: layoutState(request, settings, publicConfig.freeShipping),
      ...(shareImage ? { shareImage } : {}),
    };
  });
  const waitUntil = waitUntilOf(c);
  // A page that ends before it needs the input (a 404, a failed read of its own) leaves the
  // read unawaited: it still ends in this request (other requests of the isolate may share
  // it), its failure is not unhandled, and whoever awaits the input still gets it.
  waitUntil(input.catch(() => undefined));
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
    /** The page's header, footer and scripts, read beside the page's own content. */
    input,
    /** Keeps this request alive until work it started, and may not await, has ended. */
    waitUntil,
    imageUrl,
    url,
    catalogue,
    search,
    sources,
  };
}

export type PageContext = ReturnType<typeof pageContext>;
