import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { loadAssetManifest } from '../render/asset-manifest';
import { nonceOf } from './security-headers';

/**
 * Draft mode's answers: none is ever indexed (drafts are not the shop's pages, and an editor's
 * links must not reach a search engine), and each of its pages names the draft-mode script
 * (Sanity's overlays, the page following each saved change). A shopper is never in draft
 * mode, so no shopper's page names it.
 */
export const draftModePages = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.get('preview')) return;
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  if (new URL(c.req.url).pathname.startsWith('/studio')) return;
  const { draftMode } = await loadAssetManifest(c.env.ASSETS);
  const script = `<script type="module" src="${draftMode}" nonce="${nonceOf(c)}"></script>`;
  c.res = new HTMLRewriter()
    .on('body', { element: (body) => void body.append(script, { html: true }) })
    .transform(c.res);
});
