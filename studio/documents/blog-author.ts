import { documentType } from '../schema-helpers/define';
import { blogSectionSlug, blogSectionSlugOptions } from '../validation/sanity-rules';

export const blogAuthor = documentType(
  'blogAuthor',
  {
    firstName: { type: 'string', validation: (rule) => rule.required() },
    lastName: { type: 'string', validation: (rule) => rule.required() },
    uri: {
      type: 'slug',
      title: 'URI',
      description: 'Under the blog: {blog landing URI}/author/{name}.',
      options: blogSectionSlugOptions(
        'author',
        (doc: { firstName?: string; lastName?: string }) =>
          `${doc.firstName ?? ''} ${doc.lastName ?? ''}`,
      ),
      validation: blogSectionSlug('author'),
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
