import { documentType } from '../schema-helpers/define';
import type { LocalizedEntry } from '../validation/localized-rules';
import {
  fixedPrefixSlug,
  fixedPrefixSlugOptions,
  requiredLocalized,
} from '../validation/sanity-rules';

export const TAG_URI_PREFIX = 'blog/tag/';

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
      options: fixedPrefixSlugOptions(TAG_URI_PREFIX, (doc: { title?: LocalizedEntry[] }) =>
        String(doc.title?.find((entry) => entry._key === 'en')?.value ?? ''),
      ),
      validation: fixedPrefixSlug(TAG_URI_PREFIX),
    },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'uri.current' } } },
);
