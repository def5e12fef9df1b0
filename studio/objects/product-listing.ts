import { objectType } from '../schema-helpers/define';
import {
  checkCategoryUri,
  PRODUCT_LISTING_DEFAULT_QUANTITY,
  PRODUCT_LISTING_MAX_QUANTITY,
} from '../validation/listing-rules';

export const productListing = objectType(
  'productListing',
  {
    uri: {
      type: 'string',
      title: 'Category URI',
      description: 'The category as Centra names it, e.g. nicotine-pouches/strong (no leading /).',
      validation: (rule) =>
        rule.required().custom((uri: string | undefined) => checkCategoryUri(uri)),
    },
    productQuantity: {
      type: 'number',
      initialValue: PRODUCT_LISTING_DEFAULT_QUANTITY,
      validation: (rule) => rule.required().integer().positive().max(PRODUCT_LISTING_MAX_QUANTITY),
    },
    cta: {
      type: 'boolean',
      title: 'Call to action',
      description: 'Show a link to the whole category.',
      initialValue: false,
    },
    config: { type: 'cardSettings' },
  },
  {
    preview: {
      select: { uri: 'uri', quantity: 'productQuantity' },
      prepare: ({ uri, quantity }) => ({
        title: `Products in ${uri ?? '…'}`,
        subtitle: `${quantity ?? PRODUCT_LISTING_DEFAULT_QUANTITY} products`,
      }),
    },
  },
);
