import { documentType } from '../schema-helpers/define';
import { CENTRA_LANDING_URI_QUERY } from '../validation/queries';
import {
  landingPrefixSlug,
  landingPrefixSlugOptions,
  requiredLocalized,
} from '../validation/sanity-rules';

export const CENTRA_DOCUMENT_TYPES = [
  { title: 'Brand', value: 'brands' },
  { title: 'Flavour', value: 'flavour' },
  { title: 'Offer', value: 'offer_text' },
] as const;

const typeOf = (document: Record<string, unknown> | undefined) => ({
  type: document?.type ?? null,
});

/**
 * A brand, flavour or offer as synced from Centra (centraId, centraUri and type are written
 * by the sync), with the editorial text around it.
 */
export const centraDocument = documentType(
  'centraDocument',
  {
    title: {
      type: 'internationalizedArrayString',
      validation: requiredLocalized,
    },
    description: { type: 'internationalizedArrayText' },
    footerContent: { type: 'internationalizedArrayText' },
    metaTitle: { type: 'internationalizedArrayString' },
    metaDescription: { type: 'internationalizedArrayText' },
    uri: {
      type: 'slug',
      title: 'URI',
      options: landingPrefixSlugOptions(CENTRA_LANDING_URI_QUERY, typeOf, 'centraUri'),
      validation: landingPrefixSlug(CENTRA_LANDING_URI_QUERY, typeOf),
    },
    tags: {
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: [{ title: 'New arrival', value: 'newArrival' }], layout: 'grid' },
    },
    showTitleOnCard: { type: 'boolean', initialValue: false },
    logo: { type: 'image', validation: (rule) => rule.required() },
    image: { type: 'image', options: { hotspot: true } },
    imageAlt: { type: 'string' },
    type: {
      type: 'string',
      readOnly: true,
      options: { list: [...CENTRA_DOCUMENT_TYPES] },
      validation: (rule) => rule.required(),
    },
    centraId: { type: 'string', title: 'Centra id', readOnly: true },
    centraUri: { type: 'string', title: 'Centra URI', readOnly: true },
  },
  {
    preview: {
      select: { title: 'title.0.value', type: 'type', media: 'logo' },
      prepare: ({ title, type, media }) => ({
        title,
        subtitle: CENTRA_DOCUMENT_TYPES.find((entry) => entry.value === type)?.title,
        media,
      }),
    },
  },
);
