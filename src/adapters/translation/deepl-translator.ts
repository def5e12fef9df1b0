import { z } from 'zod';
import type { Translator } from '../../domain/translation/translator';

/** The translation runs after the publish webhook's answer; a DeepL call that hangs is given up. */
const DEEPL_TIMEOUT_MS = 10_000;

/** DeepL takes at most 50 texts per request. */
const TEXTS_PER_REQUEST = 50;

const translateResponse = z.object({
  translations: z.array(z.object({ text: z.string() })),
});

/** Free-plan keys end in `:fx` and have their own host. */
const hostFor = (key: string) =>
  key.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';

/** DeepL's REST API (`POST /v2/translate`), from English into the shop's languages. */
export function deeplTranslator(apiKey: string, fetcher: typeof fetch = fetch): Translator {
  return {
    name: 'deepl',
    async translate(texts, target) {
      const translated: string[] = [];
      for (let start = 0; start < texts.length; start += TEXTS_PER_REQUEST) {
        const response = await fetcher(`${hostFor(apiKey)}/v2/translate`, {
          method: 'POST',
          signal: AbortSignal.timeout(DEEPL_TIMEOUT_MS),
          headers: {
            Authorization: `DeepL-Auth-Key ${apiKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            text: texts.slice(start, start + TEXTS_PER_REQUEST),
            source_lang: 'EN',
            target_lang: target.toUpperCase(),
          }),
        });
        if (!response.ok) {
          throw new Error(
            `DeepL answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
          );
        }
        const body = translateResponse.parse(await response.json());
        translated.push(...body.translations.map((entry) => entry.text));
      }
      if (translated.length !== texts.length) {
        throw new Error(`DeepL returned ${translated.length} texts for ${texts.length}`);
      }
      return translated;
    },
  };
}
