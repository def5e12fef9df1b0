import { CONSENT_WORDS } from '../../../src/contract/consent';
import type { Messages } from '../../../src/i18n/dictionary';

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((text) => typeof text === 'string');

/**
 * The consent dialog's code and its words, fetched together when it is first shown: most
 * pages never show it, so neither travels with them.
 */
export async function loadConsentDialog(language: string) {
  const [module, words] = await Promise.all([
    import('./ConsentDialog'),
    fetch(`/api/words/${CONSENT_WORDS}?language=${encodeURIComponent(language)}`).then(
      async (response) => {
        const body: unknown = response.ok ? await response.json() : undefined;
        if (!isMessages(body))
          throw new Error(`The consent words did not load (${response.status})`);
        return body;
      },
    ),
  ]);
  return { ConsentDialog: module.ConsentDialog, applyChoice: module.applyChoice, words };
}
