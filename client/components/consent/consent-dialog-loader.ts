import { CONSENT_WORDS } from '../../../src/contract/consent-choice';
import { onDemandWords } from '../../i18n/fetch-words';

/**
 * The consent dialog's code and its words, fetched together when it is first shown: most
 * pages never show it, so neither travels with them.
 */
export async function loadConsentDialog(language: string) {
  const [module, words] = await Promise.all([
    import('./ConsentDialog'),
    onDemandWords(CONSENT_WORDS, language),
  ]);
  return { ConsentDialog: module.ConsentDialog, applyChoice: module.applyChoice, words };
}
