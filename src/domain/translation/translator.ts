import type { Language } from '../markets';

/** A translation service: DeepL, or offline the labelled pseudo-translation. */
export interface Translator {
  readonly name: string;
  /** The texts in `target`, in order, from English. */
  translate(texts: readonly string[], target: Language): Promise<string[]>;
}
