import { LocalIndex } from '../src/local/search-engine/local-index';
import { PRODUCT_INDEX_SETTINGS } from '../src/domain/search';

const BRANDS = [
  'Fjordlys',
  'Tallvik',
  'Myrten',
  'Havsbris',
  'Granlund',
  'Solsken',
  'Vinterhav',
  'Stenhall',
  'Alvdal',
  'Kvallsro',
  'Skargard',
  'Mossa',
  'Bjorkhagen',
  'Dimma',
  'Fyrtorn',
  'Sjobris',
  'Nattfjall',
  'Ljungheden',
];
const TASTES = [
  ['mint', 'Ice Mint'],
  ['mint', 'Spearmint'],
  ['mint', 'Frost Mint'],
  ['berry', 'Blueberry'],
  ['berry', 'Lingonberry'],
  ['fruit', 'Mango'],
  ['fruit', 'Watermelon'],
  ['cola', 'Cherry Cola'],
  ['liquorice', 'Salty Liquorice'],
  ['coffee', 'Espresso'],
  ['coffee', 'Cold Brew'],
  ['citrus', 'Yuzu'],
  ['citrus', 'Blood Orange'],
  ['natural', 'Original'],
] as const;
const STRENGTHS = ['Weak', 'Normal', 'Strong', 'Extra strong'];
const FORMATS = ['slim', 'mini', 'normal', 'large', 'superslim'];

/** Deterministic product records shaped like the shop's, for any catalogue size. */
export function syntheticRecords(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const brand = BRANDS[index % BRANDS.length] as string;
    const [flavour, taste] = TASTES[(index * 7) % TASTES.length] as readonly [string, string];
    const strength = STRENGTHS[(index * 3) % STRENGTHS.length] as string;
    const format = FORMATS[(index * 5) % FORMATS.length] as string;
    return {
      objectID: String(index + 1),
      title: `${brand} ${taste} ${strength} ${format} ${Math.floor(index / 500) + 1}`,
      brand,
      flavour,
      strength,
      strengthLevel: STRENGTHS.indexOf(strength) + 1,
      category: 'Nicotine pouches',
      format,
      popularity: (index * 37) % 1000,
      price: 40 + (index % 25),
      _tags: index % 9 === 0 ? ['news'] : [],
      uri: `nicotine-pouches/p-${index}`,
    };
  });
}

export function buildIndex(count: number): LocalIndex {
  const index = new LocalIndex();
  index.setSettings({
    searchableAttributes: [...PRODUCT_INDEX_SETTINGS.searchableAttributes],
    attributesForFaceting: [...PRODUCT_INDEX_SETTINGS.attributesForFaceting],
    customRanking: [...PRODUCT_INDEX_SETTINGS.customRanking],
  });
  for (const record of syntheticRecords(count)) index.saveObject(record);
  index.prepare();
  return index;
}

/** A shopper's mix: a prefix, a typo, two words with a facet, a filtered browse. */
export const QUERIES = [
  { query: 'fjordl', hitsPerPage: 20 },
  { query: 'mnit', hitsPerPage: 20 },
  { query: 'vinterhav espr', hitsPerPage: 20, facets: ['brand', 'strengthLevel'] },
  { query: '', hitsPerPage: 20, filters: 'strengthLevel = 3 AND format:slim' },
];
