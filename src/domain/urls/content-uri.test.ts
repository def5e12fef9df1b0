import { describe, expect, it } from 'vitest';
import { blogUri, contentUri } from './content-uri';
import { joinPath } from './path-segments';

describe('content URIs', () => {
  it.each([
    ['brands', 'velo', 'brands/velo'],
    ['/flavours/', '/mint/', 'flavours/mint'],
    ['offers', 'bundle-deals', 'offers/bundle-deals'],
    ['', 'velo', 'velo'],
  ])('%j + %j = %j', (landing, slug, expected) => {
    expect(contentUri(landing, slug)).toBe(expected);
  });

  it.each([
    ['post', 'what-are-nicotine-pouches', 'blog/what-are-nicotine-pouches'],
    ['author', 'anna-berg', 'blog/author/anna-berg'],
    ['category', 'guides', 'blog/category/guides'],
    ['tag', 'strength', 'blog/tag/strength'],
  ] as const)('blog %s URIs sit under the blog landing URI', (kind, slug, expected) => {
    expect(blogUri('blog', kind, slug)).toBe(expected);
    expect(blogUri('/blog/', kind, slug)).toBe(expected);
  });

  it('joins without empty, doubled or padded segments', () => {
    expect(joinPath('/a/', null, undefined, ' b ', '//c')).toBe('a/b/c');
    expect(joinPath()).toBe('');
  });
});
