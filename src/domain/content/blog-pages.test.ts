import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, blogPageCount, parseBlogPage } from './blog-pages';

describe('blog pages', () => {
  it('holds 12 posts per page', () => {
    expect(BLOG_PAGE_SIZE).toBe(12);
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(12)).toBe(1);
    expect(blogPageCount(13)).toBe(2);
    expect(blogPageCount(40)).toBe(4);
  });

  it('reads ?page=N', () => {
    expect(parseBlogPage(undefined)).toBe(1);
    expect(parseBlogPage('')).toBe(1);
    expect(parseBlogPage('3')).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'two', '1e3', '99999999999999999999']) {
      expect(parseBlogPage(bad)).toBeUndefined();
    }
  });
});
