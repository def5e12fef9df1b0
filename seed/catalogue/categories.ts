import type { SeedCategory } from './seed-types';

export const SINGLE_CANS_CATEGORY_ID = 1;
export const MULTIPACKS_CATEGORY_ID = 2;
export const NEW_ARRIVALS_CATEGORY_ID = 7;
export const OFFERS_CATEGORY_ID = 8;

/** Child categories of the single cans, by strength '1'..'4'. */
export const STRENGTH_CATEGORY_IDS: Readonly<Record<'1' | '2' | '3' | '4', number>> = {
  '1': 3,
  '2': 4,
  '3': 5,
  '4': 6,
};

const STRENGTH_CATEGORIES = [
  { strength: '1', label: 'Weak', slug: 'weak', blurb: 'mild pouches with 2–4 mg nicotine' },
  {
    strength: '2',
    label: 'Normal',
    slug: 'normal',
    blurb: 'everyday pouches with 5–8 mg nicotine',
  },
  { strength: '3', label: 'Strong', slug: 'strong', blurb: 'pouches with 9–12 mg nicotine' },
  {
    strength: '4',
    label: 'Extra strong',
    slug: 'extra-strong',
    blurb: 'pouches with 14–20 mg nicotine for experienced users',
  },
] as const;

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    id: SINGLE_CANS_CATEGORY_ID,
    name: ['Nicotine pouches'],
    uri: 'nicotine-pouches',
    sortOrder: 1,
    metaTitle: 'Nicotine pouches',
    metaDescription: 'Tobacco-free nicotine pouches by the can in every flavour and strength. 18+.',
  },
  {
    id: MULTIPACKS_CATEGORY_ID,
    name: ['Multipacks'],
    uri: 'multipacks',
    sortOrder: 2,
    metaTitle: 'Nicotine pouch multipacks',
    metaDescription: 'Buy nicotine pouches by the multipack and save on every can. 18+.',
  },
  ...STRENGTH_CATEGORIES.map(({ strength, label, slug, blurb }, index) => ({
    id: STRENGTH_CATEGORY_IDS[strength],
    name: ['Nicotine pouches', label],
    uri: `nicotine-pouches/${slug}`,
    sortOrder: 3 + index,
    parent: SINGLE_CANS_CATEGORY_ID,
    metaTitle: `${label} nicotine pouches`,
    metaDescription: `${label} nicotine pouches: ${blurb}. Tobacco-free, 18+.`,
  })),
  {
    id: NEW_ARRIVALS_CATEGORY_ID,
    name: ['New arrivals'],
    uri: 'new-arrivals',
    sortOrder: 7,
    metaTitle: 'New nicotine pouches',
    metaDescription: 'The newest nicotine pouches in the shop: fresh flavours and formats. 18+.',
  },
  {
    id: OFFERS_CATEGORY_ID,
    name: ['Offers'],
    uri: 'offers',
    sortOrder: 8,
    metaTitle: 'Nicotine pouch offers',
    metaDescription: 'Nicotine pouches on offer: campaign prices and 30 % off selected cans. 18+.',
  },
];
