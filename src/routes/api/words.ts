import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { isSupportedLanguage } from '../../domain/markets';
import type { PageKind } from '../../contract/page-data';
import { PAGE_NAMESPACES } from '../../i18n/page-namespaces';
import { islandMessages, isIslandOf, onDemandMessages } from '../../i18n/words';
import { loadAssetManifest } from '../../render/asset-manifest';

/** The words change only with a deploy; a day in any cache, a week while refreshing. */
const WORDS_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Words asked for with the build they are for: the same address always answers the same. */
const BUILD_WORDS_CACHE = 'public, max-age=31536000, immutable';

const languageError = {
  error: 'language must be one of the shop’s language codes, e.g. "de"',
} as const;

/**
 * GET /api/words/islands?names=search,page&kind=account&language=de&build=…: the words of the
 * islands a page hydrates on a touch, which the page does not carry (`client/islands/
 * island-words.ts`). `build` is the page's entry script: words for this build are the same for
 * good; a page of another build gets this build's words, kept nowhere.
 *
 * GET /api/words/{name}?language=de: the words of code the browser loads on demand (the
 * consent dialog), so pages need not carry them.
 */
export const wordsRoute = new Hono<AppEnv>()
  .get('/islands', async (c) => {
    const { names, kind, language, build } = c.req.query();
    if (!isSupportedLanguage(language)) return c.json(languageError, 400);
    if (!kind || !Object.hasOwn(PAGE_NAMESPACES, kind))
      return c.json({ error: 'kind must be a kind of page, e.g. "account"' }, 400);
    const manifest = await loadAssetManifest(c.env.ASSETS);
    const wanted = (names ?? '').split(',').filter(Boolean);
    const unknown = wanted.filter((name) => !isIslandOf(manifest.words, name));
    if (wanted.length === 0 || unknown.length > 0)
      return c.json(
        {
          error: `names must list islands of this build, comma-separated${
            unknown.length
              ? `: no island is called ${unknown.map((name) => `"${name}"`).join(', ')}`
              : ''
          }`,
        },
        400,
      );
    c.header('Cache-Control', build === manifest.entry ? BUILD_WORDS_CACHE : 'no-store');
    return c.json(islandMessages(language, kind as PageKind, manifest.words, wanted));
  })
  .get('/:name', async (c) => {
    const language = c.req.query('language');
    if (!isSupportedLanguage(language)) return c.json(languageError, 400);
    const lists = (await loadAssetManifest(c.env.ASSETS)).words;
    const messages = onDemandMessages(language, lists, c.req.param('name'));
    if (!messages)
      return c.json({ error: `No words are loaded on demand as "${c.req.param('name')}"` }, 404);
    c.header('Cache-Control', WORDS_CACHE);
    return c.json(messages);
  });
