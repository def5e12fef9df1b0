import type { Flavour, Format } from '../../../src/domain/catalogue';

export type Strength = '1' | '2' | '3' | '4';

/** The named tastes of each flavour group; the word is part of the product's (English) name. */
export const FLAVOUR_VARIANT_WORDS = {
  mint: ['Ice Mint', 'Spearmint', 'Peppermint', 'Frost Mint', 'Menthol'],
  berry: ['Blueberry', 'Raspberry', 'Lingonberry', 'Cloudberry', 'Blackcurrant', 'Wild Berries'],
  fruit: ['Mango', 'Peach', 'Watermelon', 'Green Apple', 'Pineapple', 'Passion Fruit'],
  cola: ['Cola', 'Cherry Cola', 'Vanilla Cola', 'Lime Cola'],
  liquorice: ['Liquorice', 'Salty Liquorice', 'Sweet Liquorice', 'Liquorice Mint', 'Anise'],
  coffee: ['Espresso', 'Cold Brew', 'Mocha', 'Caramel Latte'],
  citrus: ['Lemon', 'Lime', 'Grapefruit', 'Blood Orange', 'Yuzu', 'Bergamot'],
  natural: ['Original', 'Classic', 'Pure', 'Natural'],
  other: ['Elderflower', 'Eucalyptus', 'Cinnamon', 'Vanilla', 'Ginger', 'Rhubarb'],
} as const satisfies Record<Flavour, readonly string[]>;

export type VariantWord = (typeof FLAVOUR_VARIANT_WORDS)[Flavour][number];

/** Variants whose word only repeats their group: the description names no separate note. */
export const UNNOTED_VARIANTS = [
  'Cola',
  'Liquorice',
  'Original',
  'Classic',
  'Pure',
  'Natural',
] as const;

type NotedVariant = Exclude<VariantWord, (typeof UNNOTED_VARIANTS)[number]>;

/** The facts of one single can that its texts describe. */
export interface CopyInput {
  /** The full product name, e.g. "Fjordlys Ice Mint Strong Slim" (never translated). */
  name: string;
  brand: string;
  flavour: Flavour;
  variant: VariantWord;
  strength: Strength;
  format: Format;
  nicotineMg: number;
  pouches: number;
}

/** The offers of campaign products; `percent` is a whole number such as 15. */
export type Offer =
  | { kind: 'thirty-percent-while-stocks-last' }
  | { kind: 'thirty-percent-single-can' }
  | { kind: 'percent-off-this-week'; percent: number }
  | { kind: 'campaign-price'; percent: number }
  | { kind: 'buy-ten-save'; percent: number };

/** At most this many characters in a meta description, so search results show it whole. */
export const META_DESCRIPTION_MAX = 155;

/**
 * How one language writes the seed catalogue's product texts. Each language is written as a
 * native copywriter would write it for a shop, not translated word for word, so every
 * sentence is built by that language's own functions (its grammar, cases and word order).
 */
export interface ProductCopyLanguage {
  /** The taste each noted variant stands for, as it reads inside this language's sentences. */
  notes: Readonly<Record<NotedVariant, string>>;
  /** One sentence for lists and cards. */
  excerpt(input: CopyInput): string;
  /** Three or four sentences: taste, strength, format and pouches, and the 18+ safety line. */
  description(input: CopyInput): string;
  /** The page title, e.g. "Fjordlys Ice Mint Strong Slim | 11 mg nicotine pouches". */
  metaTitle(input: CopyInput): string;
  /** At most META_DESCRIPTION_MAX characters. */
  metaDescription(input: CopyInput): string;
  /** A longer search-engine text (the shop attribute dp_seo_description). */
  seoDescription(input: CopyInput): string;
  /** A short search-engine text (dp_seo_excerpt). */
  seoExcerpt(input: CopyInput): string;
  /** Facts: "20 pouches", "20 portions", "11 mg/pouch". */
  pouchesPerCan(count: number): string;
  portionsPerCan(count: number): string;
  nicotinePerPouch(mg: number): string;
  /** A multipack's name: the single can's name with the pack size, e.g. "… 10-pack". */
  packName(singleName: string, quantity: number): string;
  /** The variant name of a single can ("Single can") and of an N-pack ("10-pack"). */
  singleCanVariant: string;
  packVariant(quantity: number): string;
  offerText(offer: Offer): string;
}

/** The note a variant names in one language, or undefined where the variant has none. */
export const noteOf = (
  notes: ProductCopyLanguage['notes'],
  variant: VariantWord,
): string | undefined => (notes as Partial<Record<VariantWord, string>>)[variant];

/** The first text that fits a meta description, else the last one cut to fit. */
export function fitting(candidates: readonly string[]): string {
  const fits = candidates.find((text) => text.length <= META_DESCRIPTION_MAX);
  return fits ?? (candidates.at(-1) ?? '').slice(0, META_DESCRIPTION_MAX);
}
