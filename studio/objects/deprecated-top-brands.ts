import { objectType } from '../schema-helpers/define';
import { DEPRECATED_TOP_BRANDS_MAX } from '../validation/listing-rules';

/** The old brand strip, kept for small screens only. */
export const deprecatedTopBrands = objectType(
  'deprecatedTopBrands',
  {
    brands: {
      type: 'array',
      of: [{ type: 'topBrand' }],
      description: `At most ${DEPRECATED_TOP_BRANDS_MAX}; shown on small screens only.`,
      validation: (rule) => rule.max(DEPRECATED_TOP_BRANDS_MAX),
    },
  },
  {
    preview: {
      select: { brands: 'brands' },
      prepare: ({ brands }) => ({
        title: 'Top brands (small screens)',
        subtitle: `${(brands as unknown[] | undefined)?.length ?? 0} brands`,
      }),
    },
  },
);
