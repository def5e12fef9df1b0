import { describe, expect, it } from 'vitest';
import { titleFromName } from './title-from-name';

describe('titleFromName', () => {
  it.each([
    ['blogPost', 'Blog post'],
    ['metaTitle', 'Meta title'],
    ['centraId', 'Centra id'],
    ['title', 'Title'],
    ['blockAlgoliaProducts', 'Block algolia products'],
    ['deprecatedTopBrands', 'Deprecated top brands'],
    ['content_per_package', 'Content per package'],
    ['URLField', 'Url field'],
  ])('%s → %s', (name, title) => {
    expect(titleFromName(name)).toBe(title);
  });
});
