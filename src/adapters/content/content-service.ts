import type { SanityClient } from '@sanity/client';
import type { z } from 'zod';
import { BLOG_PAGE_SIZE } from '../../domain/content';
import {
  authorSchema,
  blogLandingSchema,
  blogTaxonomyPageSchema,
  centraDocumentSchema,
  centraLandingSchema,
  contentRouteSchema,
  faqSchema,
  homePageSchema,
  legalPageSchema,
  postListingSchema,
  postSchema,
  postSummarySchema,
  siteSettingsSchema,
  sitemapContentSchema,
} from './content-schemas';
import * as queries from './queries';

export type CentraDocumentType = 'brands' | 'flavour' | 'offer_text';

/** Runs a query; the cache layer wraps this to read through KV. */
export type ContentFetch = <T>(
  query: string,
  params: Record<string, unknown>,
  tag: string,
) => Promise<T>;

export const fetchWith =
  (client: SanityClient): ContentFetch =>
  (query, params, tag) =>
    client.fetch(query, params, { tag });

export class ContentShapeError extends Error {
  constructor(tag: string, issues: string) {
    super(`Content "${tag}" has an unexpected shape: ${issues}`);
    this.name = 'ContentShapeError';
  }
}

/**
 * The shop's reads of the content service, in one language. Every result is checked
 * against its schema, so pages only ever see typed data.
 */
export function createContentService(fetch: ContentFetch, lang: string) {
  const read = async <S extends z.ZodType>(
    schema: S,
    query: string,
    params: Record<string, unknown>,
    tag: string,
  ): Promise<z.output<S>> => {
    const raw = await fetch<unknown>(query, { lang, ...params }, tag);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new ContentShapeError(tag, parsed.error.message);
    return parsed.data;
  };
  const uri = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

  return {
    lang,
    async blogLandingUri(): Promise<string | undefined> {
      return uri(await fetch(queries.BLOG_LANDING_URI_QUERY, {}, 'blog-landing-uri'));
    },
    async landingUri(type: CentraDocumentType): Promise<string | undefined> {
      return uri(await fetch(queries.LANDING_URI_BY_TYPE_QUERY, { type }, 'landing-uri'));
    },
    /** Page 1 is the first; `ref` limits the list to posts of a category, tag or author. */
    postListing(page: number, ref: string | null = null) {
      const start = (Math.max(1, Math.floor(page)) - 1) * BLOG_PAGE_SIZE;
      return read(
        postListingSchema,
        queries.POST_LISTING_QUERY,
        { start, end: start + BLOG_PAGE_SIZE, ref },
        'post-listing',
      );
    },
    featuredPosts(limit = 3) {
      return read(
        postSummarySchema.array(),
        queries.FEATURED_POSTS_QUERY,
        { limit },
        'featured-posts',
      );
    },
    post(postUri: string) {
      return read(postSchema.nullable(), queries.POST_BY_URI_QUERY, { uri: postUri }, 'post');
    },
    legalPage(pageUri: string) {
      return read(legalPageSchema, queries.LEGAL_PAGE_QUERY, { uri: pageUri }, 'legal-page');
    },
    route(contentUri: string) {
      return read(contentRouteSchema, queries.CONTENT_ROUTE_QUERY, { uri: contentUri }, 'route');
    },
    author(authorUri: string) {
      return read(authorSchema.nullable(), queries.BLOG_AUTHOR_QUERY, { uri: authorUri }, 'author');
    },
    blogTaxonomy(taxonomyUri: string) {
      return read(
        blogTaxonomyPageSchema,
        queries.BLOG_TAXONOMY_QUERY,
        { uri: taxonomyUri },
        'taxonomy',
      );
    },
    blogLanding() {
      return read(blogLandingSchema, queries.BLOG_LANDING_QUERY, {}, 'blog-landing');
    },
    home() {
      return read(homePageSchema, queries.HOME_PAGE_QUERY, {}, 'home');
    },
    centraLanding(landingUri: string) {
      return read(
        centraLandingSchema,
        queries.CENTRA_LANDING_QUERY,
        { uri: landingUri },
        'centra-landing',
      );
    },
    centraDocument(documentUri: string) {
      return read(
        centraDocumentSchema,
        queries.CENTRA_DOCUMENT_QUERY,
        { uri: documentUri },
        'centra-document',
      );
    },
    faq() {
      return read(faqSchema, queries.FAQ_QUERY, {}, 'faq');
    },
    sitemap() {
      return read(sitemapContentSchema, queries.SITEMAP_CONTENT_QUERY, {}, 'sitemap');
    },
    siteSettings() {
      return read(siteSettingsSchema, queries.SITE_SETTINGS_QUERY, {}, 'site-settings');
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
