import type { Language } from '../../../src/domain/markets';
import type { ProductTexts, ProductTranslation } from '../seed-types';
import type { CopyInput, Offer, ProductCopyLanguage } from './copy-language';
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
const PRODUCT_COPY: Readonly<Record<Language, ProductCopyLanguage>> = {
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

/** A single can's texts and facts: English, and every other language's as translations. */
export function productCopy(
  input: CopyInput,
  offer: Offer | undefined,
  packSizes: readonly number[],
): {
  texts: ProductTexts;
  offerText: string | undefined;
  facts: Pick<
    ProductTranslation,
    'contentPerPackageText' | 'portionsPerPackageText' | 'nicotineRatioText'
  >;
  translations: Partial<Record<string, ProductTranslation>>;
} {
  const factsIn = (language: ProductCopyLanguage) => ({
    contentPerPackageText: language.pouchesPerCan(input.pouches),
    portionsPerPackageText: language.portionsPerCan(input.pouches),
    nicotineRatioText: language.nicotinePerPouch(input.nicotineMg),
  });
  return {
    texts: textsIn(en, input),
    offerText: offer ? en.offerText(offer) : undefined,
    facts: factsIn(en),
    translations: Object.fromEntries(
      Object.entries(PRODUCT_COPY)
        .filter(([code]) => code !== 'en')
        .map(([code, language]) => [
          code,
          {
            ...textsIn(language, input),
            ...factsIn(language),
            ...(offer ? { offerText: language.offerText(offer) } : {}),
            ...(packSizes.length ? { packs: packNames(language, input.name, packSizes) } : {}),
          },
        ]),
    ),
  };
}

/** The names of a single can's multipacks, by size, in one language. */
function packNames(language: ProductCopyLanguage, singleName: string, sizes: readonly number[]) {
  return Object.fromEntries(
    sizes.map((quantity) => [
      String(quantity),
      {
        name: language.packName(singleName, quantity),
        variantName: language.packVariant(quantity),
      },
    ]),
  );
}
