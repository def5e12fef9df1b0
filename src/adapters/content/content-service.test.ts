import { describe, expect, it } from 'vitest';
import { createContentService, type ContentFetch, type UnreadableContent } from './content-service';
import { CONTENT_PAGE_QUERY, POST_LISTING_QUERY } from './queries';

function recordingFetch(result: unknown) {
  const calls: { query: string; params: Record<string, unknown>; tag: string }[] = [];
  const fetch: ContentFetch = async <T>(
    query: string,
    params: Record<string, unknown>,
    tag: string,
  ) => {
    calls.push({ query, params, tag });
    return result as T;
  };
  return { fetch, calls };
}

describe('createContentService', () => {
  it('asks for a page of 12 posts in its language, with every parameter bound', async () => {
    const { fetch, calls } = recordingFetch({ posts: [], total: 0 });
    await createContentService(fetch, 'sv').postListing(3);
    expect(calls).toEqual([
      {
        query: POST_LISTING_QUERY,
        params: { lang: 'sv', start: 24, end: 36, ref: null },
        tag: 'post-listing',
      },
    ]);
  });

  it('treats a page below 1 as the first', async () => {
    const { fetch, calls } = recordingFetch({ posts: [], total: 0 });
    await createContentService(fetch, 'en').postListing(0, 'category-guides');
    expect(calls[0]?.params).toMatchObject({ start: 0, end: 12, ref: 'category-guides' });
  });

  it('leaves out a post it cannot read, tells which, and lists the others', async () => {
    const readable = { _id: 'p', title: 'T', uri: 'blog/t' };
    const { fetch } = recordingFetch({
      posts: [{ _id: 'post-untitled', uri: 'blog/u' }, readable],
      total: 2,
    });
    const unreadable: UnreadableContent[] = [];
    const listing = await createContentService(fetch, 'sv', (part) =>
      unreadable.push(part),
    ).postListing(1);
    expect(listing.posts.map((post) => post._id)).toEqual(['p']);
    expect(unreadable).toEqual([
      {
        document: 'post-untitled',
        path: '',
        problems: ['title: Invalid input: expected string, received undefined'],
        read: 'post-listing',
        language: 'sv',
      },
    ]);
  });

  it('reads the document at a content URI as its type says, with its page, in one read', async () => {
    const terms = {
      _type: 'legalPage',
      _id: 'legal-terms',
      kind: 'terms',
      title: 'Terms',
      uri: 'terms',
      updatedAt: '2025-01-01',
      content: [],
      translations: [],
    };
    const { fetch, calls } = recordingFetch(terms);
    const found = await createContentService(fetch, 'sv').contentPage('terms');
    expect(found).toMatchObject({ type: 'legalPage', document: { _id: 'legal-terms' } });
    expect(calls).toEqual([
      {
        query: CONTENT_PAGE_QUERY,
        params: { lang: 'sv', uri: 'terms' },
        tag: 'content-page',
      },
    ]);
    expect(await createContentService(recordingFetch(null).fetch, 'en').contentPage('x')).toBe(
      null,
    );
    // A type no page is made of (the query never answers one) is no page.
    const settings = recordingFetch({ _type: 'siteSettings', _id: 'siteSettings' });
    expect(await createContentService(settings.fetch, 'en').contentPage('x')).toBeNull();
  });

  it('reads a page whose own document cannot be read as missing', async () => {
    const { fetch } = recordingFetch({
      _type: 'legalPage',
      _id: 'legal-terms',
      kind: 'terms',
      uri: 'terms',
    });
    const unreadable: UnreadableContent[] = [];
    const service = createContentService(fetch, 'en', (part) => unreadable.push(part));
    expect(await service.contentPage('terms')).toBeNull();
    expect(unreadable.map((part) => part.document)).toEqual(['legal-terms']);
    expect(unreadable[0]?.read).toBe('content-page');
  });

  it('refuses a list query that answers no list with a clear error', async () => {
    const { fetch } = recordingFetch({ posts: 'none', total: 0 });
    await expect(createContentService(fetch, 'en').postListing(1)).rejects.toMatchObject({
      name: 'ContentShapeError',
      message: expect.stringContaining('has an unexpected shape'),
    });
  });

  it('drops references to deleted categories without losing the post', async () => {
    const post = {
      _id: 'p',
      title: 'T',
      uri: 'blog/t',
      categories: [null, { _id: 'c', title: [{ _key: 'en', value: 'C' }], uri: 'blog/category/c' }],
      tags: null,
    };
    const { fetch } = recordingFetch({ posts: [post], total: 1 });
    const listing = await createContentService(fetch, 'en').postListing(1);
    // `shown`: the language whose entry the title is (draft mode's edit paths point at it).
    expect(listing.posts[0]?.categories).toEqual([
      { _id: 'c', title: 'C', uri: 'blog/category/c', shown: { title: 'en' } },
    ]);
    expect(listing.posts[0]?.tags).toEqual([]);
  });

  it('reads landing URIs as plain strings, or undefined', async () => {
    expect(await createContentService(recordingFetch('blog').fetch, 'en').blogLandingUri()).toBe(
      'blog',
    );
    expect(
      await createContentService(recordingFetch(null).fetch, 'en').landingUri('brands'),
    ).toBeUndefined();
  });
});
