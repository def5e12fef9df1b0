import { ClientError } from '@sanity/client';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/markets';
import { imageUrlsFor } from '../../src/adapters/content/image-url';
import { clients, contentIn, documentAt } from './support';

describe('the embedded content source through @sanity/client in workerd', () => {
  it('lists published English posts 12 per page, newest first, undated last', async () => {
    const content = contentIn('en');
    const first = await content.postListing(1);
    expect(first.total).toBeGreaterThanOrEqual(36);
    expect(first.posts).toHaveLength(12);
    const dates = first.posts.map((post) => post.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const lastPage = Math.ceil(first.total / 12);
    const last = await content.postListing(lastPage);
    expect(last.posts.length).toBe(first.total - (lastPage - 1) * 12);
    expect(last.posts.at(-1)?.publishedAt).toBeUndefined();
    const all = [];
    for (let page = 1; page <= lastPage; page++)
      all.push(...(await content.postListing(page)).posts);
    expect(new Set(all.map((post) => post._id)).size).toBe(first.total);
    expect(all.every((post) => post.uri.startsWith('blog/'))).toBe(true);
  });

  it('resolves categories and tags in the requested language, falling back to English', async () => {
    const swedish = await contentIn('sv').postListing(1);
    const english = await contentIn('en').postListing(1);
    expect(swedish.total).toBeGreaterThan(0);
    const svCategories = swedish.posts.flatMap((post) =>
      post.categories.map((category) => category.title),
    );
    const enCategories = english.posts.flatMap((post) =>
      post.categories.map((category) => category.title),
    );
    expect(svCategories.some((title) => !enCategories.includes(title))).toBe(true);
    // Danish has posts and category names of its own.
    const danish = await contentIn('da').postListing(1, 'category-guides');
    expect(danish.total).toBeGreaterThan(0);
    expect(
      danish.posts[0]?.categories.find((category) => category._id === 'category-guides')?.title,
    ).toBe('Guider');
    // A language the content has no text in reads English.
    const norwegian = await contentIn('nb').featuredPosts(3);
    expect(norwegian).toEqual([]);
    const taxonomy = await documentAt(
      'nb',
      danish.posts[0]?.categories.find((category) => category._id === 'category-guides')?.uri ?? '',
      'blogCategory',
    );
    expect(taxonomy?.title).toBe('Guides');
    const guides = await contentIn('en').postListing(1, 'category-guides');
    expect(
      guides.posts.every((post) =>
        post.categories.some((category) => category._id === 'category-guides'),
      ),
    ).toBe(true);
  });

  it('never shows drafts to the production client; preview lays them over', async () => {
    const published = await contentIn('en').postListing(1);
    const preview = await contentIn('en', true).postListing(1);
    expect(preview.total).toBeGreaterThan(published.total);
    const { production } = clients();
    const ids = await production.fetch<string[]>(
      '*[_type == "blogPost"]._id',
      {},
      { perspective: 'raw' },
    );
    expect(ids.some((id) => id.startsWith('drafts.'))).toBe(false);
    const edited = await production.fetch<string[]>(
      '*[_type == "blogPost" && _id in path("drafts.**")]._id',
    );
    expect(edited).toEqual([]);
  });

  it('gives a missing parameter or bad syntax a 400 ClientError, as the real API', async () => {
    const { production } = clients();
    const missing = await production
      .fetch('*[uri.current == $uri]')
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ClientError);
    expect(missing).toMatchObject({ statusCode: 400 });
    const syntax = await production.fetch('*[').catch((error: unknown) => error);
    expect(syntax).toBeInstanceOf(ClientError);
    expect(syntax).toMatchObject({ statusCode: 400 });
  });

  it('knows the blog and landing URIs', async () => {
    const content = contentIn('en');
    expect(await content.blogLandingUri()).toBe('blog');
    expect(await content.landingUri('brands')).toBe('brands');
    expect(await content.landingUri('flavour')).toBe('flavours');
    expect(await content.landingUri('offer_text')).toBe('offers');
  });

  it('reads a post by URI with its author, blocks and translations', async () => {
    const post = await documentAt('en', 'blog/what-are-nicotine-pouches', 'blogPost');
    expect(post?.title).toBeTruthy();
    expect(post?.author?.firstName).toBeTruthy();
    expect(post?.content.length).toBeGreaterThan(5);
    // Every shop language has the post, each at its own translated URI.
    expect(post?.translations.map((translation) => translation.language).sort()).toEqual(
      [...LANGUAGES].sort(),
    );
    expect(new Set(post?.translations.map((translation) => translation.uri)).size).toBe(18);
    const swedish = post?.translations.find((translation) => translation.language === 'sv');
    expect((await documentAt('sv', swedish?.uri ?? '', 'blogPost'))?.language).toBe('sv');
    expect(await contentIn('sv').contentPage('blog/what-are-nicotine-pouches')).toBeNull();
  });

  it('reads the home page cards, landing pages, documents, FAQ and navigation', async () => {
    const content = contentIn('sv');
    const home = await content.home();
    expect(new Set(home?.cards.map((card) => card._type)).size).toBe(9);
    const brands = await content.centraLanding('brands');
    expect(brands?.documents.length).toBe(18);
    const brand = await documentAt('sv', brands?.documents[0]?.uri ?? '', 'centraDocument');
    expect(brand?.type).toBe('brands');
    const faq = await content.faq();
    expect(faq.length).toBeGreaterThanOrEqual(12);
    const settings = await content.siteSettings();
    expect(settings?.footerNavigation.length).toBeGreaterThanOrEqual(2);
    expect(settings?.freeShippingText).toContain('{amount}');
    expect(await content.contentPage('brands')).toMatchObject({
      type: 'centraLanding',
      document: { _id: brands?._id, title: brands?.title },
    });
    expect(await content.contentPage('blog/tag/mint')).toMatchObject({ type: 'blogTag' });
    expect(await content.contentPage('nowhere')).toBeNull();
    // A Centra URI is no editor's page: the catalogue answers it.
    expect(await content.contentPage('nicotine-pouches')).toBeNull();
  });

  it('serves the seed images where @sanity/image-url points', async () => {
    const post = await documentAt('en', 'blog/what-are-nicotine-pouches', 'blogPost');
    const url = imageUrlsFor(clients())(post?.image, { width: 600 });
    expect(url).toMatch(
      /^\/media\/images\/local\/production\/[a-f0-9]{40}-1600x900\.svg\?w=600&auto=format$/,
    );
    // Static assets are answered in front of the worker, by the assets binding.
    const response = await env.ASSETS.fetch(`http://127.0.0.1:8787${url}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });
});
