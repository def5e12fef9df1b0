import type { Language } from '../../../../domain/markets';
import type { ProductTexts } from '../seed-types';
import type { CopyInput, ProductCopyLanguage } from './copy-language';
import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { et } from './et';
import { fi } from './fi';
import { fr } from './fr';
import { hr } from './hr';
import { hu } from './hu';
import { it } from './it';
import { lt } from './lt';
import { lv } from './lv';
import { nl } from './nl';
import { pl } from './pl';
import { sk } from './sk';
import { sv } from './sv';

/** The seed catalogue is written in every shop language; English is the base the rest overlay. */
export const PRODUCT_COPY: Readonly<Record<Language, ProductCopyLanguage>> = {
  en,
  de,
  sv,
  fi,
  da,
  nl,
  fr,
  it,
  lt,
  cs,
  pl,
  sk,
  hu,
  lv,
  es,
  el,
  hr,
  et,
};

export function textsIn(language: ProductCopyLanguage, input: CopyInput): ProductTexts {
  return {
    excerpt: language.excerpt(input),
    description: language.description(input),
    metaTitle: language.metaTitle(input),
    metaDescription: language.metaDescription(input),
    seoDescription: language.seoDescription(input),
    seoExcerpt: language.seoExcerpt(input),
  };
}

/** A single can's texts: English, and every other language's as translations. */
export function productCopy(input: CopyInput): {
  texts: ProductTexts;
  translations: Partial<Record<string, Partial<ProductTexts>>>;
} {
  return {
    texts: textsIn(en, input),
    translations: Object.fromEntries(
      Object.entries(PRODUCT_COPY)
        .filter(([code]) => code !== 'en')
        .map(([code, language]) => [code, textsIn(language, input)]),
    ),
  };
}
