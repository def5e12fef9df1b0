import { describe, expect, it } from 'vitest';
import { blogUri } from '../../src/domain/urls/content-uri';
import { checkBlogSection, checkSlugShape } from './slug-rules';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Ice Mint', 'ice-mint'],
    ['  Trimmed  ', 'trimmed'],
    ['Jalapeño & Lime!', 'jalapeno-lime'],
    ['Nikotinpåsar för nybörjare', 'nikotinpasar-for-nyborjare'],
    ['Größe: groß', 'grosse-gross'],
    ['Ærø Ø', 'aero-o'],
    ['30 % off', '30-off'],
    ['---', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('always produces slugs the slug rules accept', () => {
    for (const input of ['Mint / Ice', 'a  b', 'End/']) {
      expect(checkSlugShape({ current: slugify(input) })).toBe(true);
      expect(
        checkBlogSection({ current: blogUri('news', 'tag', slugify(input)) }, 'news', 'tag'),
      ).toBe(true);
    }
  });
});
