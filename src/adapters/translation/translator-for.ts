import type { Config } from '../../config/config';
import type { Translator } from '../../domain/translation/translator';
import { deeplTranslator } from './deepl-translator';
import { pseudoTranslator } from './pseudo-translator';

/** DeepL when DEEPL_API_KEY is set; otherwise the labelled pseudo-translation. */
export const translatorFor = (config: Config): Translator =>
  config.DEEPL_API_KEY ? deeplTranslator(config.DEEPL_API_KEY) : pseudoTranslator;
