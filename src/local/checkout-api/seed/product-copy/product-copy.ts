import type { ProductTexts } from '../seed-types';
import type { CopyInput, ProductCopyLanguage } from './copy-language';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';

/** The languages the seed catalogue is written in; English is complete, the rest overlay it. */
export const PRODUCT_COPY: Readonly<Record<string, ProductCopyLanguage>> = { en, sv, de };

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
