import {
  BUNDLE_QUANTITIES,
  FLAVOURS,
  FORMATS,
  MAX_BUNDLE_DISCOUNT_PERCENT,
  REPRESENTATIVE_BUNDLE_QUANTITY,
  type Flavour,
  type Format,
  type ProductTag,
} from '../../src/domain/catalogue';
import { FIXED_SEK_RATES } from '../../src/domain/money';
import { EUROPE_MARKET, marketsSelling, UK_MARKET } from '../../src/domain/markets';
import { PRICELISTS } from './pricelists';
import { BRAND_DEFINITIONS, SEED_BRANDS } from './brands';
import {
  MULTIPACKS_CATEGORY_ID,
  NEW_ARRIVALS_CATEGORY_ID,
  OFFERS_CATEGORY_ID,
  SEED_CATEGORIES,
  SINGLE_CANS_CATEGORY_ID,
  STRENGTH_CATEGORY_IDS,
} from './categories';
import { FLAVOUR_VARIANT_WORDS, type Offer, type VariantWord } from './product-copy/copy-language';
import { productCopy } from './product-copy/product-copy';
import { createRandom, type Random } from './random';
import type { SeedBrand, SeedCatalogue, SeedPrice, SeedProduct } from './seed-types';

/** Bump by hand whenever the generator's output changes: the local API reseeds on a new version. */
export const CATALOGUE_VERSION = '2026-11-24.1';

const SEED = 20261123;
const FIRST_SINGLE_ID = 1001;
const FIRST_PACK_ID = 5001;
const PRODUCTS_PER_BRAND = { min: 8, max: 12 } as const;

type Strength = SeedProduct['strength'];
const STRENGTHS: readonly Strength[] = ['1', '2', '3', '4'];

const STRENGTH_SLUGS: Readonly<Record<Strength, string>> = {
  '1': 'weak',
  '2': 'normal',
  '3': 'strong',
  '4': 'extra-strong',
};
const STRENGTH_LABELS: Readonly<Record<Strength, string>> = {
  '1': 'Light',
  '2': 'Regular',
  '3': 'Strong',
  '4': 'Extra Strong',
};
/** The regular format goes unnamed in names and uris, as on real cans. */
const FORMAT_LABELS: Readonly<Record<Format, string>> = {
  slim: 'Slim',
  mini: 'Mini',
  normal: '',
  large: 'Large',
  superslim: 'Super Slim',
};
const NICOTINE_MG: Readonly<Record<Strength, readonly [number, number]>> = {
  '1': [2, 4],
  '2': [5, 8],
  '3': [9, 12],
  '4': [14, 20],
};

const TAG_SHARES = { news: 0.15, campaign: 0.1, thirtyPercent: 0.08, limited: 0.05 } as const;
const DISCONTINUED_COUNT = 5;
const SOLD_OUT_PREORDER_COUNT = 6;
const SOLD_OUT_NOTIFY_COUNT = 6;
const LAST_UNITS_COUNT = 4;

const FIRST_DATE = Date.UTC(2024, 0, 1);
const LAST_DATE = Date.UTC(2026, 10, 1);

// The seed's prices are derived from SEK with these rates; kept as they are so the generated
// catalogue (and its version) does not change when the tracker's configurable rates do.
const SEK_RATES: Readonly<Record<string, number>> = {
  CZK: 0.46,
  PLN: 2.68,
  HUF: 0.029,
  ...FIXED_SEK_RATES,
};
const CENT_CURRENCIES = new Set(['EUR', 'GBP']);

/** Typical multipack discounts in percent; each product jitters around them. */
const PACK_DISCOUNTS: Readonly<Record<number, number>> = {
  3: 5,
  5: 8,
  10: 15,
  11: 15,
  12: 16,
  15: 18,
  20: 20,
  30: 25,
  40: 28,
  50: 30,
};

interface PackPlan {
  id: number;
  quantity: number;
  discount: number;
}

interface Draft {
  id: number;
  brand: SeedBrand;
  sku: string;
  flavour: Flavour;
  variant: VariantWord;
  strength: Strength;
  format: Format;
  uri: string;
  name: string;
  nicotineMg: number;
  pouches: number;
  created: number;
  modified: number;
  popularity: number;
  baseSek: number;
  tags: Set<ProductTag>;
  saleDiscount: number;
  offer?: Offer;
  stock: number;
  outOfStockBehavior: SeedProduct['outOfStockBehavior'];
  discontinued: boolean;
  replacementIds: number[];
  packs: PackPlan[];
}

/** n values cycling through the list (so each appears ⌊n/len⌋ or ⌈n/len⌉ times), shuffled. */
function balancedDeck<T>(values: readonly T[], count: number, random: Random): T[] {
  return random.shuffle(
    Array.from({ length: count }, (_, index) => values[index % values.length] as T),
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function productUri(brand: SeedBrand, variant: VariantWord, strength: Strength, format: Format) {
  const formatPart = format === 'normal' ? '' : `-${format}`;
  return `${brand.uri}-${slug(variant)}-${STRENGTH_SLUGS[strength]}${formatPart}`;
}

function productName(brand: SeedBrand, variant: VariantWord, strength: Strength, format: Format) {
  return [brand.name, variant, STRENGTH_LABELS[strength], FORMAT_LABELS[format]]
    .filter(Boolean)
    .join(' ');
}

export function ean13(body12: string): string {
  const sum = [...body12].reduce((total, digit, index) => {
    return total + Number(digit) * (index % 2 === 0 ? 1 : 3);
  }, 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
}

// Prefix 20 is GS1's in-store range, so seed EANs never collide with real products.
const eanFor = (id: number) => ean13(`20${String(id).padStart(10, '0')}`);

function centraDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Whole units, or for EUR/GBP the nearest price ending in 5 or 9 cents. */
export function roundPrice(value: number, currency: string): number {
  if (!CENT_CURRENCIES.has(currency)) return Math.max(1, Math.round(value));
  const cents = Math.round(value * 100);
  const tens = Math.floor(cents / 10) * 10;
  const candidates = [tens - 1, tens + 5, tens + 9].filter((candidate) => candidate >= 5);
  const nearest = candidates.reduce((best, candidate) =>
    Math.abs(candidate - cents) < Math.abs(best - cents) ? candidate : best,
  );
  return nearest / 100;
}

function sekRate(currency: string): number {
  const rate = SEK_RATES[currency];
  if (rate === undefined) throw new Error(`No SEK rate for ${currency}`);
  return rate;
}

function singlePrices(draft: Draft): Record<number, SeedPrice> {
  const prices: Record<number, SeedPrice> = {};
  for (const { pricelist, currency } of PRICELISTS) {
    const before = roundPrice(draft.baseSek / sekRate(currency), currency);
    const price = draft.saleDiscount
      ? roundPrice(before * (1 - draft.saleDiscount / 100), currency)
      : before;
    prices[pricelist] = { price, priceBeforeDiscount: before };
  }
  return prices;
}

function packPrices(single: Record<number, SeedPrice>, pack: PackPlan): Record<number, SeedPrice> {
  const prices: Record<number, SeedPrice> = {};
  for (const { pricelist, currency } of PRICELISTS) {
    const unit = single[pricelist]?.price ?? 0;
    const price = roundPrice(unit * pack.quantity * (1 - pack.discount / 100), currency);
    prices[pricelist] = { price, priceBeforeDiscount: price };
  }
  return prices;
}

function planPacks(random: Random, nextId: () => number): PackPlan[] {
  const optional = BUNDLE_QUANTITIES.filter(
    (quantity) => quantity !== 1 && quantity !== REPRESENTATIVE_BUNDLE_QUANTITY,
  );
  const quantities = [
    REPRESENTATIVE_BUNDLE_QUANTITY,
    ...random.shuffle(optional).slice(0, random.int(3, 5)),
  ].sort((a, b) => a - b);
  let previous = 0;
  return quantities.map((quantity) => {
    const jittered = (PACK_DISCOUNTS[quantity] ?? 0) + random.int(-2, 2);
    // Strictly growing, so a bigger pack is never the worse deal per can.
    const discount = Math.min(MAX_BUNDLE_DISCOUNT_PERCENT, Math.max(previous + 1, jittered));
    previous = discount;
    return { id: nextId(), quantity, discount };
  });
}

function draftSingles(random: Random): Draft[] {
  const perBrand = SEED_BRANDS.map(() =>
    random.int(PRODUCTS_PER_BRAND.min, PRODUCTS_PER_BRAND.max),
  );
  const total = perBrand.reduce((sum, count) => sum + count, 0);
  const flavours = balancedDeck(FLAVOURS, total, random);
  const strengths = balancedDeck(STRENGTHS, total, random);
  const formats = balancedDeck(FORMATS, total, random);
  const usedUris = new Set<string>();
  const drafts: Draft[] = [];

  SEED_BRANDS.forEach((brand, brandIndex) => {
    const code = BRAND_DEFINITIONS[brandIndex]?.code ?? 'XXX';
    for (let count = 0; count < (perBrand[brandIndex] ?? 0); count++) {
      const index = drafts.length;
      const flavour = flavours[index] as Flavour;
      const strength = strengths[index] as Strength;
      const wanted = formats[index] as Format;
      // A brand never sells the same flavour, strength and format twice: try another
      // variant of the flavour first, then another format.
      const options = [wanted, ...FORMATS.filter((format) => format !== wanted)].flatMap((format) =>
        random.shuffle(FLAVOUR_VARIANT_WORDS[flavour]).map((variant) => ({ format, variant })),
      );
      const choice = options.find(
        ({ format, variant }) => !usedUris.has(productUri(brand, variant, strength, format)),
      );
      if (!choice) throw new Error(`No free uri for ${brand.name} ${flavour} ${strength}`);
      const { format, variant } = choice;
      const uri = productUri(brand, variant, strength, format);
      usedUris.add(uri);

      const [minMg, maxMg] = NICOTINE_MG[strength];
      const created =
        FIRST_DATE + Math.floor(random.next() * (LAST_DATE - FIRST_DATE - 14 * 86_400_000));
      const modified = created + Math.floor(random.next() * (LAST_DATE - created));
      const id = FIRST_SINGLE_ID + index;
      drafts.push({
        id,
        brand,
        sku: `${code}-${String(index + 1).padStart(4, '0')}`,
        flavour,
        variant,
        strength,
        format,
        uri,
        name: productName(brand, variant, strength, format),
        nicotineMg: random.int(minMg, maxMg),
        pouches: pouchesPerCan(format, random),
        created: Math.floor(created / 1000) * 1000,
        modified: Math.floor(modified / 1000) * 1000,
        popularity: random.chance(0.03) ? 0 : random.int(1, 1000),
        baseSek: random.int(39, 69),
        tags: new Set(),
        saleDiscount: 0,
        stock: 0,
        outOfStockBehavior: 'notify',
        discontinued: false,
        replacementIds: [],
        packs: [],
      });
    }
  });
  return drafts;
}

function pouchesPerCan(format: Format, random: Random): number {
  if (format === 'mini' && random.chance(0.4)) return 24;
  if (format === 'large' && random.chance(0.4)) return 15;
  return 20;
}

function assignTags(drafts: Draft[], random: Random): void {
  const share = (fraction: number) => Math.round(drafts.length * fraction);
  const newestFirst = [...drafts].sort((a, b) => b.created - a.created || a.id - b.id);
  for (const draft of newestFirst.slice(0, share(TAG_SHARES.news))) draft.tags.add('news');

  const olderHalf = newestFirst.slice(Math.ceil(drafts.length / 2));
  for (const draft of random.shuffle(olderHalf).slice(0, DISCONTINUED_COUNT)) {
    draft.discontinued = true;
  }

  const pool = random.shuffle(drafts.filter((draft) => !draft.discontinued));
  let cursor = 0;
  const take = (count: number) => pool.slice(cursor, (cursor += count));
  for (const draft of take(share(TAG_SHARES.campaign))) {
    draft.tags.add('campaign');
    draft.saleDiscount = random.pick([10, 15, 20]);
  }
  for (const draft of take(share(TAG_SHARES.thirtyPercent))) {
    draft.tags.add('30percent');
    draft.saleDiscount = 30;
  }
  for (const draft of take(share(TAG_SHARES.limited))) draft.tags.add('limited-edition');
}

function assignStock(drafts: Draft[], random: Random): void {
  const active = random.shuffle(drafts.filter((draft) => !draft.discontinued));
  active.forEach((draft, index) => {
    const soldOutPreorder = index < SOLD_OUT_PREORDER_COUNT;
    const soldOutNotify =
      !soldOutPreorder && index < SOLD_OUT_PREORDER_COUNT + SOLD_OUT_NOTIFY_COUNT;
    const lastUnits =
      !soldOutPreorder &&
      !soldOutNotify &&
      index < SOLD_OUT_PREORDER_COUNT + SOLD_OUT_NOTIFY_COUNT + LAST_UNITS_COUNT;
    if (soldOutPreorder || soldOutNotify) {
      draft.stock = 0;
      draft.outOfStockBehavior = soldOutPreorder ? 'preorder' : 'notify';
      return;
    }
    draft.stock = lastUnits ? random.int(1, 3) : random.int(20, 400);
    draft.outOfStockBehavior = random.chance(0.3) ? 'preorder' : 'notify';
  });
  for (const draft of drafts.filter((candidate) => candidate.discontinued)) {
    draft.stock = 0;
    draft.outOfStockBehavior = 'notify';
  }
}

/** Same flavour and in stock; the closest strength, then format, then brand wins. */
function assignReplacements(drafts: Draft[], random: Random): void {
  for (const draft of drafts.filter((candidate) => candidate.discontinued)) {
    const distance = (other: Draft) =>
      Math.abs(Number(other.strength) - Number(draft.strength)) * 4 +
      (other.format === draft.format ? 0 : 2) +
      (other.brand.id === draft.brand.id ? 0 : 1);
    const candidates = drafts
      .filter((other) => !other.discontinued && other.stock > 0 && other.flavour === draft.flavour)
      .sort((a, b) => distance(a) - distance(b) || a.id - b.id);
    if (candidates.length === 0) throw new Error(`No replacement for ${draft.name}`);
    draft.replacementIds = candidates.slice(0, random.int(1, 2)).map((other) => other.id);
  }
}

function assignOffers(draft: Draft, random: Random): void {
  if (draft.tags.has('30percent')) {
    draft.offer = random.pick<Offer>([
      { kind: 'thirty-percent-while-stocks-last' },
      { kind: 'thirty-percent-single-can' },
    ]);
  } else if (draft.tags.has('campaign')) {
    const tenPack = draft.packs.find((pack) => pack.quantity === REPRESENTATIVE_BUNDLE_QUANTITY);
    draft.offer = random.pick<Offer>([
      { kind: 'percent-off-this-week', percent: draft.saleDiscount },
      { kind: 'campaign-price', percent: draft.saleDiscount },
      { kind: 'buy-ten-save', percent: tenPack?.discount ?? draft.saleDiscount },
    ]);
  }
}

function categoryIds(draft: Draft): number[] {
  const ids = [SINGLE_CANS_CATEGORY_ID, STRENGTH_CATEGORY_IDS[draft.strength]];
  if (draft.tags.has('news')) ids.push(NEW_ARRIVALS_CATEGORY_ID);
  if (draft.tags.has('campaign') || draft.tags.has('30percent')) ids.push(OFFERS_CATEGORY_ID);
  return ids;
}

function singleProduct(draft: Draft): SeedProduct {
  const tags = [...draft.tags].sort();
  const { texts, offerText, facts, translations } = productCopy(
    {
      name: draft.name,
      brand: draft.brand.name,
      flavour: draft.flavour,
      variant: draft.variant,
      strength: draft.strength,
      format: draft.format,
      nicotineMg: draft.nicotineMg,
      pouches: draft.pouches,
    },
    draft.offer,
    draft.packs.map((pack) => pack.quantity),
  );
  return {
    id: draft.id,
    uri: draft.uri,
    name: draft.name,
    variantName: 'Single can',
    sku: draft.sku,
    brandId: draft.brand.id,
    categoryIds: categoryIds(draft),
    flavour: draft.flavour,
    strength: draft.strength,
    format: draft.format,
    createdAt: centraDate(draft.created),
    modifiedAt: centraDate(draft.modified),
    popularity: draft.popularity,
    tags,
    ...(offerText ? { offerText } : {}),
    contentPerPackageText: facts.contentPerPackageText ?? '',
    portionsPerPackageText: facts.portionsPerPackageText ?? '',
    nicotinePerPackage: `${draft.nicotineMg * draft.pouches} mg`,
    nicotineRatioText: facts.nicotineRatioText ?? '',
    nicotineMgPerPouch: draft.nicotineMg,
    tobaccoFree: true,
    outOfStockBehavior: draft.outOfStockBehavior,
    texts,
    translations,
    // Limited editions are not sold in the UK; Denmark's law narrows Europe's range further.
    markets: marketsSelling(
      draft.tags.has('limited-edition') ? [EUROPE_MARKET] : [EUROPE_MARKET, UK_MARKET],
      {
        nicotineMgPerPouch: draft.nicotineMg,
        flavour: draft.flavour,
        tobaccoFree: true,
      },
    ),
    prices: singlePrices(draft),
    stock: draft.stock,
    replacementIds: draft.replacementIds,
    discontinued: draft.discontinued,
    image: `/media/products/${draft.uri}.webp`,
    thumbnail: `/media/products/thumb/${draft.uri}.webp`,
    ean: eanFor(draft.id),
  };
}

function packProducts(single: SeedProduct, draft: Draft, byId: Map<number, Draft>): SeedProduct[] {
  // A pack is sold with its single can's texts (read from the single); only its name differs.
  const { texts: _texts, ...shared } = single;
  return draft.packs.map((pack) => ({
    ...shared,
    id: pack.id,
    uri: `${single.uri}-${pack.quantity}-pack`,
    name: `${single.name} ${pack.quantity}-pack`,
    variantName: `${pack.quantity}-pack`,
    sku: `${single.sku}-${pack.quantity}P`,
    categoryIds: [MULTIPACKS_CATEGORY_ID],
    tags: [...single.tags],
    // Its name in other languages is its single can's to give (translations.packs).
    translations: {},
    markets: [...single.markets],
    prices: packPrices(single.prices, pack),
    stock: 0,
    bundle: { baseProductId: single.id, quantity: pack.quantity, discount: pack.discount },
    // A discontinued pack points at the replacement's pack of the same size where there is one.
    replacementIds: draft.replacementIds.map(
      (id) => byId.get(id)?.packs.find((other) => other.quantity === pack.quantity)?.id ?? id,
    ),
    ean: eanFor(pack.id),
  }));
}

export function generateCatalogue(): SeedCatalogue {
  const random = createRandom(SEED);
  const drafts = draftSingles(random);
  assignTags(drafts, random);
  assignStock(drafts, random);
  assignReplacements(drafts, random);
  let packId = FIRST_PACK_ID;
  for (const draft of drafts) {
    draft.packs = planPacks(random, () => packId++);
    assignOffers(draft, random);
  }

  const byId = new Map(drafts.map((draft) => [draft.id, draft]));
  const singles = drafts.map(singleProduct);
  const packs = singles.flatMap((single, index) =>
    packProducts(single, drafts[index] as Draft, byId),
  );
  return {
    brands: SEED_BRANDS.map((brand) => ({ ...brand })),
    categories: SEED_CATEGORIES.map((category) => ({ ...category, name: [...category.name] })),
    products: [...singles, ...packs],
  };
}
