import { documentType } from '../schema-helpers/define';
import type { LocalizedEntry } from '../validation/localized-rules';
import {
  blogSectionSlug,
  blogSectionSlugOptions,
  requiredLocalized,
} from '../validation/sanity-rules';

export const blogTag = documentType(
  'blogTag',
  {
    title: {
      type: 'internationalizedArrayString',
      validation: requiredLocalized,
    },
    uri: {
      type: 'slug',
      title: 'URI',
      description: 'Under the blog: {blog landing URI}/tag/{title}.',
      options: blogSectionSlugOptions('tag', (doc: { title?: LocalizedEntry[] }) =>
        String(doc.title?.find((entry) => entry._key === 'en')?.value ?? ''),
      ),
      validation: blogSectionSlug('tag'),
    },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'uri.current' } } },
);
