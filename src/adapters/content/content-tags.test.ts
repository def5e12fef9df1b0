import { describe, expect, it } from 'vitest';
import { contentTags, publishTags } from './content-tags';
import * as queries from './queries';

describe('what a content read was built from', () => {
  it('a post looked up by its address: the post, what it shows of others, its address; not every post', () => {
    const post = {
      _type: 'blogPost',
      _id: 'post-en-a',
      title: 'A',
      author: { _id: 'author-ada', firstName: 'Ada' },
      categories: [{ _id: 'category-guides', title: 'Guides' }],
      image: { asset: { _id: 'image-abc-600x600-webp' } },
      translations: [{ _id: 'post-sv-a', language: 'sv', uri: 'blogg/a' }],
    };
    const tags = contentTags(queries.CONTENT_PAGE_QUERY, { uri: 'blog/a', lang: 'en' }, post);
    expect(tags).toEqual(
      expect.arrayContaining([
        'id:post-en-a',
        'id:author-ada',
        'id:category-guides',
        'id:image-abc-600x600-webp',
        'id:post-sv-a',
        'uri:blog/a',
        // Linking a translation changes the page's other languages.
        'type:translation.metadata',
      ]),
    );
    expect(tags).not.toContain('type:blogPost');
    // What the query reads for other kinds of page (the blog landing lists every category).
    expect(tags).not.toContain('type:blogCategory');
  });

  it('a page at an address is built from the lists its own kind reads, not from the others’', () => {
    const landing = { _type: 'blogLanding', _id: 'blogLanding', categories: [] };
    expect(contentTags(queries.CONTENT_PAGE_QUERY, { uri: 'blog', lang: 'en' }, landing)).toEqual([
      'id:blogLanding',
      'type:blogCategory',
      'uri:blog',
    ]);
    const brand = { _type: 'centraDocument', _id: 'brand-fjordlys' };
    expect(
      contentTags(queries.CONTENT_PAGE_QUERY, { uri: 'brands/fjordlys', lang: 'en' }, brand),
    ).toEqual(['id:brand-fjordlys', 'uri:brands/fjordlys']);
  });

  it('a list of one language’s posts: every post of that language that could join it, and those it shows', () => {
    const tags = contentTags(queries.FEATURED_POSTS_QUERY, { limit: 3, lang: 'en' }, [
      { _id: 'post-en-a' },
      { _id: 'drafts.post-en-b' },
    ]);
    expect(tags).toEqual(
      expect.arrayContaining(['type:blogPost@en', 'id:post-en-a', 'id:post-en-b']),
    );
    expect(tags).not.toContain('type:blogPost');
  });

  it('a singleton read by its id, and a route looked up among several kinds', () => {
    // The settings carry the footer's links to the legal pages, whichever exist.
    expect(contentTags(queries.SITE_SETTINGS_QUERY, { lang: 'en' }, { navigation: [] })).toEqual([
      'id:siteSettings',
      'type:legalPage@en',
    ]);
    const route = contentTags(queries.CONTENT_PAGE_QUERY, { uri: 'faq', lang: 'en' }, null);
    expect(route).toEqual(['uri:faq']);
  });
});

describe('what a publish purges', () => {
  it('the document (its draft counted as it), lists of its kind and language, and its address', () => {
    expect(publishTags({ _id: 'drafts.post-en-a', _type: 'blogPost', uri: 'blog/a' })).toEqual([
      'id:post-en-a',
      'type:blogPost',
      'uri:blog/a',
    ]);
    expect(publishTags({ _id: 'faq-1', _type: 'faqEntry' })).toEqual(['id:faq-1', 'type:faqEntry']);
  });
});
