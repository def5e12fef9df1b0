import { objectType } from '../schema-helpers/define';
import {
  checkNoRepeatedReferences,
  FEATURED_BRANDS_MAX,
  FEATURED_BRANDS_MIN,
} from '../validation/listing-rules';

export const featuredBrandsCard = objectType(
  'featuredBrandsCard',
  {
    brands: {
      type: 'array',
      of: [
        {
          type: 'reference',
          to: [{ type: 'centraDocument' }],
          options: { filter: 'type == "brands"', disableNew: true },
        },
      ],
      validation: (rule) =>
        rule
          .required()
          .min(FEATURED_BRANDS_MIN)
          .max(FEATURED_BRANDS_MAX)
          .custom((refs: { _ref?: string }[] | undefined) => checkNoRepeatedReferences(refs)),
    },
    config: { type: 'cardSettings' },
  },
  {
    preview: {
      select: { brands: 'brands' },
      prepare: ({ brands }) => ({
        title: 'Featured brands',
        subtitle: `${(brands as unknown[] | undefined)?.length ?? 0} brands`,
      }),
    },
  },
);
