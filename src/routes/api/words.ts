import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { isSupportedLanguage } from '../../domain/markets';
import { onDemandMessages } from '../../i18n/words';
import { loadAssetManifest } from '../../render/asset-manifest';

/** The words change only with a deploy; a day in any cache, a week while refreshing. */
const WORDS_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * GET /api/words/{name}?language=de: the words of code the browser loads on demand (the
 * consent dialog), so pages need not carry them.
 */
export const wordsRoute = new Hono<AppEnv>().get('/:name', async (c) => {
  const language = c.req.query('language');
  if (!isSupportedLanguage(language))
    return c.json({ error: 'language must be one of the shop’s language codes, e.g. "de"' }, 400);
  const lists = (await loadAssetManifest(c.env.ASSETS)).words;
  const messages = onDemandMessages(language, lists, c.req.param('name'));
  if (!messages)
    return c.json({ error: `No words are loaded on demand as "${c.req.param('name')}"` }, 404);
  c.header('Cache-Control', WORDS_CACHE);
  return c.json(messages);
});
