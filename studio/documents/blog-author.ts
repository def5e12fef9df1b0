import { documentType } from '../schema-helpers/define';
import { fixedPrefixSlug, fixedPrefixSlugOptions } from '../validation/sanity-rules';

export const AUTHOR_URI_PREFIX = 'blog/author/';

export const blogAuthor = documentType(
  'blogAuthor',
  {
    firstName: { type: 'string', validation: (rule) => rule.required() },
    lastName: { type: 'string', validation: (rule) => rule.required() },
    uri: {
      type: 'slug',
      title: 'URI',
      options: fixedPrefixSlugOptions(
        AUTHOR_URI_PREFIX,
        (doc: { firstName?: string; lastName?: string }) =>
          `${doc.firstName ?? ''} ${doc.lastName ?? ''}`,
      ),
      validation: fixedPrefixSlug(AUTHOR_URI_PREFIX),
    },
    role: {
      type: 'internationalizedArrayString',
      description: 'Shown under the name, e.g. Head of content.',
    },
    bio: { type: 'internationalizedArrayText' },
    image: { type: 'image', options: { hotspot: true } },
  },
  {
    preview: {
      select: { firstName: 'firstName', lastName: 'lastName', media: 'image' },
      prepare: ({ firstName, lastName, media }) => ({
        title: `${firstName ?? ''} ${lastName ?? ''}`.trim(),
        media,
      }),
    },
  },
);
