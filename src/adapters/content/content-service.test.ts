import { describe, expect, it } from 'vitest';
import { ContentShapeError, createContentService, type ContentFetch } from './content-service';
import { POST_LISTING_QUERY } from './queries';

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

  it('refuses content of an unexpected shape with a clear error', async () => {
    const { fetch } = recordingFetch({ posts: [{ title: 'No id' }], total: 1 });
    await expect(createContentService(fetch, 'en').postListing(1)).rejects.toThrow(
      ContentShapeError,
    );
  });

  it('drops references to deleted categories without losing the post', async () => {
    const post = {
      _id: 'p',
      title: 'T',
      uri: 'blog/t',
      categories: [null, { _id: 'c', title: 'C', uri: 'blog/category/c' }],
      tags: null,
    };
    const { fetch } = recordingFetch({ posts: [post], total: 1 });
    const listing = await createContentService(fetch, 'en').postListing(1);
    expect(listing.posts[0]?.categories).toEqual([
      { _id: 'c', title: 'C', uri: 'blog/category/c' },
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
