import { documentType } from '../schema-helpers/define';
import type { LocalizedEntry } from '../validation/localized-rules';
import {
  fixedPrefixSlug,
  fixedPrefixSlugOptions,
  requiredLocalized,
} from '../validation/sanity-rules';

export const CATEGORY_URI_PREFIX = 'blog/category/';

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
      options: fixedPrefixSlugOptions(CATEGORY_URI_PREFIX, englishTitle),
      validation: fixedPrefixSlug(CATEGORY_URI_PREFIX),
    },
    description: { type: 'internationalizedArrayText' },
    image: { type: 'image', options: { hotspot: true } },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'uri.current', media: 'image' } } },
);
