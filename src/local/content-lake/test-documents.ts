import type { ContentDocument } from './content-document';
import { resolveSeedAssets } from './seed/resolve-assets';
import { seedSource } from './store/lake-seed';
import { MemoryLakeStore } from './store/memory-lake-store';

/** A small dataset for the lake's tests: three posts, one draft of a published post, one new draft. */
export const TEST_DOCUMENTS: ContentDocument[] = [
  {
    _id: 'category-guides',
    _type: 'blogCategory',
    title: [
      { _key: 'en', value: 'Guides' },
      { _key: 'sv', value: 'Guider' },
    ],
    uri: { current: 'blog/category/guides' },
  },
  {
    _id: 'category-news',
    _type: 'blogCategory',
    title: [{ _key: 'en', value: 'News' }],
    uri: { current: 'blog/category/news' },
  },
  {
    _id: 'post-a',
    _type: 'blogPost',
    language: 'en',
    title: 'Oldest',
    publishedAt: '2026-01-01T08:00:00Z',
    uri: { current: 'blog/oldest' },
    categories: [{ _key: 'k1', _type: 'reference', _ref: 'category-guides' }],
    image: {
      _type: 'image',
      _sanityAsset: 'image@file://./images/0123456789abcdef0123456789abcdef01234567-1600x900.svg',
    },
  },
  {
    _id: 'post-b',
    _type: 'blogPost',
    language: 'en',
    title: 'Newest',
    publishedAt: '2026-06-01T08:00:00Z',
    uri: { current: 'blog/newest' },
    categories: [{ _key: 'k2', _type: 'reference', _ref: 'category-news' }],
  },
  {
    _id: 'post-c',
    _type: 'blogPost',
    language: 'en',
    title: 'Undated',
    uri: { current: 'blog/undated' },
  },
  {
    _id: 'drafts.post-b',
    _type: 'blogPost',
    language: 'en',
    title: 'Newest (edited)',
    publishedAt: '2026-06-01T08:00:00Z',
    uri: { current: 'blog/newest' },
  },
  {
    _id: 'drafts.post-d',
    _type: 'blogPost',
    language: 'en',
    title: 'Unpublished',
    uri: { current: 'blog/unpublished' },
  },
];

/** A lake in memory holding TEST_DOCUMENTS (images resolved as an import resolves them). */
export function testLake(): MemoryLakeStore {
  return new MemoryLakeStore(
    seedSource(
      () => Promise.resolve('test documents'),
      () =>
        resolveSeedAssets(TEST_DOCUMENTS, {
          projectId: 'local',
          dataset: 'production',
          mediaBaseUrl: '/media',
        }),
    ),
  );
}
