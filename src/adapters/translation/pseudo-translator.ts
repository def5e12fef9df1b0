import type { Translator } from '../../domain/translation/translator';

/**
 * The offline translator: the English text marked with the target language, e.g. "[DE] Title",
 * so the workflow runs end to end without a network (as the test payment methods do), and
 * nobody mistakes its output for a translation.
 */
export const pseudoTranslator: Translator = {
  name: 'pseudo',
  translate: (texts, target) =>
    Promise.resolve(texts.map((text) => `[${target.toUpperCase()}] ${text}`)),
};
