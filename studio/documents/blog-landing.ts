import { documentType } from '../schema-helpers/define';
import { fixedPrefixSlug, requiredLocalized } from '../validation/sanity-rules';

/** The blog's landing page: its URI is the root of every post, author, category and tag URI. */
export const blogLanding = documentType(
  'blogLanding',
  {
    title: {
      type: 'internationalizedArrayString',
      validation: requiredLocalized,
    },
    description: { type: 'internationalizedArrayText' },
    uri: {
      type: 'slug',
      title: 'URI',
      description: 'One segment, e.g. blog.',
      validation: fixedPrefixSlug(''),
    },
    metaTitle: { type: 'internationalizedArrayString' },
    metaDescription: { type: 'internationalizedArrayText' },
    metaImage: { type: 'image' },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'uri.current' } } },
);
