import { describe, expect, it } from 'vitest';
import {
  checkBlogSection,
  checkFixedPrefix,
  checkLandingPrefix,
  checkSlugShape,
  checkTopLevelSlug,
} from './slug-rules';

const slug = (current: string) => ({ current });

describe('checkSlugShape', () => {
  it('leaves a missing slug to the required rule', () => {
    expect(checkSlugShape(undefined)).toBe(true);
    expect(checkSlugShape({})).toBe(true);
  });

  it.each([
    ['', 'Slug cannot be empty'],
    ['   ', 'Slug cannot be empty'],
    ['blog/my post', 'Slug cannot contain spaces'],
    ['blog/tab\there', 'Slug cannot contain spaces'],
    ['blog/', 'Slug cannot end with "/"'],
  ])('rejects "%s"', (value, message) => {
    expect(checkSlugShape(slug(value))).toBe(message);
  });

  it('accepts a clean slug', () => {
    expect(checkSlugShape(slug('blog/what-are-nicotine-pouches'))).toBe(true);
  });
});

describe('checkFixedPrefix', () => {
  const prefix = 'blog/tag/';

  it('accepts one segment after the prefix', () => {
    expect(checkFixedPrefix(slug('blog/tag/mint'), prefix)).toBe(true);
  });

  it('asks for the prefix when it is missing', () => {
    expect(checkFixedPrefix(slug('tag/mint'), prefix)).toBe(
      'Slug must begin with "blog/tag/". Click "Generate" to reset.',
    );
  });

  it('refuses the prefix alone', () => {
    expect(checkFixedPrefix(slug('blog/tag'), prefix)).toBe(
      'Slug must begin with "blog/tag/". Click "Generate" to reset.',
    );
    expect(checkFixedPrefix(slug('blog/tag/'), prefix)).toBe('Slug cannot end with "/"');
  });

  it('refuses a further "/" after the prefix', () => {
    expect(checkFixedPrefix(slug('blog/tag/mint/ice'), prefix)).toBe(
      'Slug cannot have another "/" after "blog/tag/"',
    );
  });

  it('checks the shape first', () => {
    expect(checkFixedPrefix(slug('blog/tag/ice mint'), prefix)).toBe('Slug cannot contain spaces');
    expect(checkFixedPrefix(undefined, prefix)).toBe(true);
  });
});

describe('checkLandingPrefix', () => {
  it('accepts a slug whose first segment is the landing URI', () => {
    expect(checkLandingPrefix(slug('brands/fjordlys'), 'brands')).toBe(true);
    expect(checkLandingPrefix(slug('blog/guides/strength'), 'blog')).toBe(true);
  });

  it.each(['fjordlys', 'brand/fjordlys', 'brandsx/fjordlys', 'brands'])(
    'refuses "%s" under the landing "brands"',
    (value) => {
      expect(checkLandingPrefix(slug(value), 'brands')).toBe(
        'URI must be prefixed with landing URI ("brands")',
      );
    },
  );

  it('cannot check the prefix before a landing page exists', () => {
    expect(checkLandingPrefix(slug('anything'), undefined)).toBe(true);
  });

  it('checks the shape first', () => {
    expect(checkLandingPrefix(slug('brands/'), 'brands')).toBe('Slug cannot end with "/"');
  });
});

describe('checkTopLevelSlug', () => {
  const reserved = new Set(['checkout', 'api']);
  it('takes one segment that the shop does not answer itself', () => {
    expect(checkTopLevelSlug(slug('terms-and-conditions'), reserved)).toBe(true);
  });
  it("refuses a nested URI and the shop's own paths", () => {
    expect(checkTopLevelSlug(slug('legal/terms'), reserved)).toBe(
      'URI must be a single segment without "/"',
    );
    expect(checkTopLevelSlug(slug('checkout'), reserved)).toBe(
      '"checkout" is one of the shop’s own pages',
    );
    expect(checkTopLevelSlug(slug('has space'), reserved)).toBe('Slug cannot contain spaces');
  });
});

describe('checkBlogSection', () => {
  it('accepts one segment in the kind’s section under the blog landing’s URI', () => {
    expect(checkBlogSection(slug('blog/author/anna-lindqvist'), 'blog', 'author')).toBe(true);
    expect(checkBlogSection(slug('news/category/guides'), 'news', 'category')).toBe(true);
    expect(checkBlogSection(slug('news/tag/mint'), 'news', 'tag')).toBe(true);
  });

  it.each([
    ['blog/tag/mint', 'URI must be prefixed with landing URI ("news")'],
    ['tag/mint', 'URI must be prefixed with landing URI ("news")'],
    ['news', 'URI must be prefixed with landing URI ("news")'],
    ['news/mint', 'Slug must begin with "news/tag/". Click "Generate" to reset.'],
    ['news/category/mint', 'Slug must begin with "news/tag/". Click "Generate" to reset.'],
    ['news/tag', 'Slug must begin with "news/tag/". Click "Generate" to reset.'],
    ['news/tag/mint/ice', 'Slug cannot have another "/" after "news/tag/"'],
    ['news/tag/ice mint', 'Slug cannot contain spaces'],
  ])('refuses "%s" for a tag under the landing "news"', (value, message) => {
    expect(checkBlogSection(slug(value), 'news', 'tag')).toBe(message);
  });

  it('checks only the shape before a blog landing exists', () => {
    expect(checkBlogSection(slug('anything/at/all'), undefined, 'author')).toBe(true);
    expect(checkBlogSection(slug('a b'), undefined, 'author')).toBe('Slug cannot contain spaces');
    expect(checkBlogSection(undefined, 'blog', 'author')).toBe(true);
  });
});
