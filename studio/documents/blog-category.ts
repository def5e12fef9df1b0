import { documentType } from '../schema-helpers/define';
import type { LocalizedEntry } from '../validation/localized-rules';
import {
  blogSectionSlug,
  blogSectionSlugOptions,
  requiredLocalized,
} from '../validation/sanity-rules';

const englishTitle = (doc: { title?: LocalizedEntry[] }) =>
  String(doc.title?.find((entry) => entry._key === 'en')?.value ?? '');

export const blogCategory = documentType(
  'blogCategory',
  {
    title: {
      type: 'internationalizedArrayString',
      validation: requiredLocalized,
    },
    uri: {
      type: 'slug',
      title: 'URI',
      description: 'Under the blog: {blog landing URI}/category/{title}.',
      options: blogSectionSlugOptions('category', englishTitle),
      validation: blogSectionSlug('category'),
    },
    description: { type: 'internationalizedArrayText' },
    image: { type: 'image', options: { hotspot: true } },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'uri.current', media: 'image' } } },
);
