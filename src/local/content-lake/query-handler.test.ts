import { ClientError, createClient } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../../../tests/setup/console-guard';
import { createContentLakeHandler } from './query-handler';
import { testLake } from '../../../tests/fixtures/local/content-lake-documents';

const requestHandler = createContentLakeHandler({
  projectId: 'local',
  lake: testLake(),
  readToken: 'secret-read-token',
});
const base = { projectId: 'local', dataset: 'production', requestHandler, maxRetries: 0 };
const production = createClient({ ...base, apiVersion: '2024-12-18', useCdn: true });
const preview = createClient({
  ...base,
  apiVersion: '2025-02-11',
  useCdn: false,
  token: 'secret-read-token',
  perspective: 'drafts',
});

const LISTING = `{
  "posts": *[_type == "blogPost" && language == $postLang] | order(defined(publishedAt) desc, publishedAt desc) [$start...$end] {
    title, "categories": categories[]->{ "title": coalesce(title[_key == $lang][0].value, title[_key == "en"][0].value) }
  },
  "total": count(*[_type == "blogPost" && language == $postLang])
}`;

describe('the embedded content lake through @sanity/client', () => {
  it('answers the production client with published documents, newest first, undated last', async () => {
    const result = await production.fetch(LISTING, {
      postLang: 'en',
      lang: 'sv',
      start: 0,
      end: 10,
    });
    expect(result.total).toBe(3);
    expect(result.posts.map((post: { title: string }) => post.title)).toEqual([
      'Newest',
      'Oldest',
      'Undated',
    ]);
    expect(result.posts[1].categories).toEqual([{ title: 'Guider' }]);
    expect(result.posts[0].categories).toEqual([{ title: 'News' }]);
  });

  it('lays drafts over published documents for the preview client', async () => {
    const result = await preview.fetch(LISTING, { postLang: 'en', lang: 'en', start: 0, end: 10 });
    expect(result.total).toBe(4);
    expect(result.posts.map((post: { title: string }) => post.title)).toContain('Newest (edited)');
    expect(result.posts.map((post: { title: string }) => post.title)).toContain('Unpublished');
  });

  it('never shows drafts without a token, whatever the perspective asks', async () => {
    // The client itself warns that a drafts read goes past its CDN.
    expectConsole('warn', /perspective.*drafts.*API-CDN/);
    for (const perspective of ['raw', 'drafts', 'published'] as const) {
      const ids = await production.fetch<string[]>(
        '*[_type == "blogPost"]._id',
        {},
        { perspective },
      );
      expect(ids.some((id) => id.startsWith('drafts.'))).toBe(false);
    }
  });

  it('refuses a token it does not know, as the API does', async () => {
    const stranger = createClient({
      ...base,
      apiVersion: '2025-02-11',
      useCdn: false,
      token: 'guessed',
      perspective: 'drafts',
    });
    const error = await stranger.fetch('*[_type == "blogPost"]').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ statusCode: 401 });
  });

  it('fails a query with a missing parameter with a 400 ClientError', async () => {
    const error = await production.fetch('*[_type == $type]').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ statusCode: 400, details: { type: 'queryParseError' } });
    expect((error as Error).message).toContain('param $type referenced, but not provided');
  });

  it('fails bad syntax with a 400 ClientError pointing at the query', async () => {
    const error = await production
      .fetch('*[_type == "blogPost"')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({
      statusCode: 400,
      details: { type: 'queryParseError', query: '*[_type == "blogPost"' },
    });
  });

  it('answers long queries sent by POST', async () => {
    const padding = ` && title != "${'x'.repeat(12_000)}"`;
    const titles = await production.fetch<string[]>(
      `*[_type == "blogPost"${padding}] | order(title asc).title`,
    );
    expect(titles).toEqual(['Newest', 'Oldest', 'Undated']);
  });

  it('follows image assets to their served URL', async () => {
    const url = await production.fetch<string>('*[_id == "post-a"][0].image.asset->url');
    expect(url).toBe(
      '/media/images/local/production/0123456789abcdef0123456789abcdef01234567-1600x900.svg',
    );
  });

  it('returns the whole response when asked not to filter it', async () => {
    const response = await production.fetch(
      'count(*[_type == "blogPost"])',
      {},
      { filterResponse: false },
    );
    expect(response).toMatchObject({ result: 3, query: 'count(*[_type == "blogPost"])' });
    expect(typeof response.ms).toBe('number');
  });

  it('knows only its own datasets', async () => {
    const other = createClient({
      ...base,
      dataset: 'staging',
      apiVersion: '2024-12-18',
      useCdn: true,
    });
    await expect(other.fetch('*')).rejects.toMatchObject({ statusCode: 404 });
  });
});
