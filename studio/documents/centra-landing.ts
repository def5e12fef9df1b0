import { documentType } from '../schema-helpers/define';
import { CENTRA_DOCUMENT_TYPES } from './centra-document';
import { checkNoRepeatedReferences } from '../validation/listing-rules';
import { fixedPrefixSlug, requiredLocalized } from '../validation/sanity-rules';

/** The landing page of all brands, all flavours or all offers. */
export const centraLanding = documentType(
  'centraLanding',
  {
    title: {
      type: 'internationalizedArrayString',
      validation: requiredLocalized,
    },
    cards: { type: 'array', of: [{ type: 'heading' }] },
    documents: {
      type: 'array',
      of: [
        {
          type: 'reference',
          to: [{ type: 'centraDocument' }],
          options: {
            disableNew: true,
            filter: ({ document }: { document: { type?: string } }) => ({
              filter: 'type == $type',
              params: { type: document.type ?? '' },
            }),
          },
        },
      ],
      validation: (rule) =>
        rule.custom((refs: { _ref?: string }[] | undefined) => checkNoRepeatedReferences(refs)),
    },
    footerContent: { type: 'internationalizedArrayText' },
    metaTitle: { type: 'internationalizedArrayString' },
    metaDescription: { type: 'internationalizedArrayText' },
    metaImage: { type: 'image' },
    metaImageAlt: { type: 'string' },
    uri: {
      type: 'slug',
      title: 'URI',
      description: 'One segment, e.g. brands; the documents of this type sit below it.',
      validation: fixedPrefixSlug(''),
    },
    type: {
      type: 'string',
      readOnly: true,
      hidden: true,
      options: { list: [...CENTRA_DOCUMENT_TYPES] },
      validation: (rule) => rule.required(),
    },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'uri.current' } } },
);
