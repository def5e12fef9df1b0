import type { SeedBrand } from './seed-types';

/** The brand's source data; the generator derives the seed brand and SKUs from it. */
export interface BrandDefinition {
  name: string;
  /** Three letters that start the brand's SKUs. */
  code: string;
  colour: string;
  accent: string;
  story: string;
  keywords: string[];
}

// Invented names only: the seed shop must never look like it sells a real brand.
export const BRAND_DEFINITIONS: readonly BrandDefinition[] = [
  {
    name: 'Fjordlys',
    code: 'FJL',
    colour: '#1f4e79',
    accent: '#9fd3ff',
    story: 'Named after the pale light over the western fjords: clean, cool flavours.',
    keywords: ['fjord', 'cool', 'mint'],
  },
  {
    name: 'Tallvik',
    code: 'TLV',
    colour: '#2f5d3a',
    accent: '#c8e6a0',
    story: 'Pine forest meets sea air in a quiet northern bay, and every can tastes of it.',
    keywords: ['pine', 'forest', 'fresh'],
  },
  {
    name: 'Myrten',
    code: 'MYR',
    colour: '#6b2d5c',
    accent: '#f2b5d4',
    story: 'Soft berry and fruit blends inspired by summer gardens in the archipelago.',
    keywords: ['berry', 'fruit', 'garden'],
  },
  {
    name: 'Havsbris',
    code: 'HVB',
    colour: '#0e6f7a',
    accent: '#aeeef0',
    story: 'A fresh sea breeze in a can: bright citrus and crisp mint for long days out.',
    keywords: ['sea', 'breeze', 'citrus'],
  },
  {
    name: 'Granlund',
    code: 'GRL',
    colour: '#3b4a2a',
    accent: '#e0c872',
    story: 'Deep, rounded flavours from the spruce woods, made for a slower pace.',
    keywords: ['spruce', 'woods', 'classic'],
  },
  {
    name: 'Solsken',
    code: 'SLS',
    colour: '#c46a00',
    accent: '#fff1c2',
    story: 'Sunshine in every pouch: warm fruit and citrus flavours with a bright finish.',
    keywords: ['sunshine', 'fruit', 'summer'],
  },
  {
    name: 'Vinterhav',
    code: 'VTH',
    colour: '#24364f',
    accent: '#d9e6f5',
    story: 'The winter sea is cold and clear, and so are the flavours in these cans.',
    keywords: ['winter', 'ice', 'mint'],
  },
  {
    name: 'Stenhall',
    code: 'STH',
    colour: '#4a4a4a',
    accent: '#f0a35e',
    story: 'Solid as the granite shore: strong pouches with a straightforward taste.',
    keywords: ['granite', 'strong', 'bold'],
  },
  {
    name: 'Alvdal',
    code: 'ALV',
    colour: '#1b5e5a',
    accent: '#f5d76e',
    story: 'River valley calm in a can: balanced flavours for everyday use.',
    keywords: ['river', 'valley', 'balanced'],
  },
  {
    name: 'Kvallsro',
    code: 'KVR',
    colour: '#3d2c6b',
    accent: '#c9b8ff',
    story: 'Evening calm after a long day: mellow coffee, cola and liquorice flavours.',
    keywords: ['evening', 'mellow', 'coffee'],
  },
  {
    name: 'Skargard',
    code: 'SKG',
    colour: '#b23a2e',
    accent: '#ffd9c7',
    story: 'Red cabins and granite islands: summer berry flavours from the archipelago.',
    keywords: ['archipelago', 'island', 'berry'],
  },
  {
    name: 'Mossa',
    code: 'MOS',
    colour: '#506b2a',
    accent: '#e9f2c4',
    story: 'Soft as forest moss: gentle pouches with natural, herbal flavours.',
    keywords: ['moss', 'herbal', 'natural'],
  },
  {
    name: 'Bjorkhagen',
    code: 'BJH',
    colour: '#efeae0',
    accent: '#2d2d2d',
    story: 'White birch bark and a light touch: clean flavours in a minimal can.',
    keywords: ['birch', 'minimal', 'light'],
  },
  {
    name: 'Dimma',
    code: 'DIM',
    colour: '#66727e',
    accent: '#f3f6f9',
    story: 'Morning mist over the lake: subtle, rounded flavours with a cool edge.',
    keywords: ['mist', 'lake', 'subtle'],
  },
  {
    name: 'Fyrtorn',
    code: 'FYR',
    colour: '#a8322a',
    accent: '#fbe3a0',
    story: 'A lighthouse on the outer skerries: bold flavours that stand out.',
    keywords: ['lighthouse', 'bold', 'coast'],
  },
  {
    name: 'Sjobris',
    code: 'SJB',
    colour: '#2a7fb8',
    accent: '#e2f3ff',
    story: 'A light lake breeze: airy citrus and mint for warm afternoons.',
    keywords: ['lake', 'breeze', 'airy'],
  },
  {
    name: 'Nattfjall',
    code: 'NTF',
    colour: '#14161f',
    accent: '#7ef0c0',
    story: 'Night on the high fells under the northern lights: intense and icy.',
    keywords: ['night', 'fell', 'intense'],
  },
  {
    name: 'Ljungheden',
    code: 'LJH',
    colour: '#8e3b5e',
    accent: '#f6cfe0',
    story: 'Heather moorland in late summer: floral and berry notes with a soft finish.',
    keywords: ['heather', 'floral', 'berry'],
  },
];

function brandUri(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function seedBrand(definition: BrandDefinition, id: number): SeedBrand {
  const { name, colour, accent, story, keywords } = definition;
  return {
    id,
    name,
    uri: brandUri(name),
    colour,
    accent,
    metaTitle: `${name} nicotine pouches`,
    metaDescription: `${story} Tobacco-free ${name} nicotine pouches for adults 18+.`,
    metaKeywords: [name.toLowerCase(), `${name.toLowerCase()} nicotine pouches`, ...keywords].join(
      ', ',
    ),
  };
}

/** Brand ids start at 1, in definition order. */
export const SEED_BRANDS: readonly SeedBrand[] = BRAND_DEFINITIONS.map((definition, index) =>
  seedBrand(definition, index + 1),
);
