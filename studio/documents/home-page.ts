import { documentType } from '../schema-helpers/define';

/**
 * Every card type a page can hold, in the order editors usually want them offered.
 * @internal Exported for the tests too, which check the schema and the seed against it.
 */
export const PAGE_CARD_TYPES = [
  'heading',
  'slideshow',
  'productListing',
  'featuredBrandsCard',
  'deprecatedTopBrands',
  'featuredBlogPosts',
  'faqCard',
  'textCard',
  'blockAlgoliaProducts',
] as const;

/** The home page: a column of cards, with the page's own search texts. */
export const homePage = documentType(
  'homePage',
  {
    internalName: { type: 'string', validation: (rule) => rule.required() },
    cards: { type: 'array', of: PAGE_CARD_TYPES.map((type) => ({ type })) },
    metaTitle: { type: 'internationalizedArrayString' },
    metaDescription: { type: 'internationalizedArrayText' },
    metaImage: { type: 'image' },
  },
  { preview: { select: { title: 'internalName' } } },
);
