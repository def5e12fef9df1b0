import type { SanityClient } from '@sanity/client';
import type { z } from 'zod';
import { BLOG_PAGE_SIZE } from '../../domain/content';
import {
  contentSchemas,
  legalPageSchema,
  sitemapContentSchema,
  type ContentSchemas,
} from './content-schemas';
import { parseWhatCanBeRead, type UnreadablePart } from './parse-what-can-be-read';
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

class ContentShapeError extends Error {
  constructor(tag: string, issues: string) {
    super(`Content "${tag}" has an unexpected shape: ${issues}`);
    this.name = 'ContentShapeError';
  }
}

/** A part of a read left out because it could not be read: which read, in which language. */
export interface UnreadableContent extends UnreadablePart {
  read: string;
  language: string;
}

/** The schema each type of document at a content URI is read with (CONTENT_PAGE_QUERY). */
const pageSchemas = (schemas: ContentSchemas) => ({
  blogLanding: schemas.blogLanding,
  blogPost: schemas.post,
  blogCategory: schemas.blogTaxonomy,
  blogTag: schemas.blogTaxonomy,
  blogAuthor: schemas.author,
  centraLanding: schemas.centraLanding,
  centraDocument: schemas.centraDocument,
  legalPage: legalPageSchema,
});

type PageSchemas = ReturnType<typeof pageSchemas>;

/** The document of one type of page at a content URI. */
export type ContentDocument<Type extends keyof PageSchemas> = NonNullable<
  z.output<PageSchemas[Type]>
>;

/** The document at a content URI, by its type, as its page reads it. */
export type ContentPage = {
  [Type in keyof PageSchemas]: { type: Type; document: ContentDocument<Type> };
}[keyof PageSchemas];

const isPageType = (schemas: PageSchemas, type: unknown): type is keyof PageSchemas =>
  typeof type === 'string' && Object.hasOwn(schemas, type);

/**
 * The shop's reads of the content service, in one language. Every result is checked against
 * its schema, so pages only ever see typed data; what an editor's document breaks is left out
 * and told to `onUnreadable` (a list without the entry, a page without the field). A page's
 * own document that cannot be read at all is read as missing; a list whose query answered no
 * list at all is a ContentShapeError (the query is wrong, not a document).
 */
export function createContentService(
  fetch: ContentFetch,
  lang: string,
  onUnreadable: (part: UnreadableContent) => void = () => {},
) {
  const schemas = contentSchemas(lang);
  const pages = pageSchemas(schemas);
  /** What a read answered, as its schema reads it: see createContentService. */
  const readable = <S extends z.ZodType>(
    schema: S,
    raw: unknown,
    tag: string,
    /** What a read answers when not even its top can be read; without it, a shape error. */
    unreadable?: { answer: z.output<S> },
  ): z.output<S> => {
    const result = parseWhatCanBeRead(schema, raw);
    for (const part of result.leftOut) onUnreadable({ ...part, read: tag, language: lang });
    if (result.readable) return result.data;
    if (unreadable) return unreadable.answer;
    throw new ContentShapeError(tag, result.leftOut.flatMap((part) => part.problems).join('; '));
  };
  const read = async <S extends z.ZodType>(
    schema: S,
    query: string,
    params: Record<string, unknown>,
    tag: string,
    unreadable?: { answer: z.output<S> },
  ): Promise<z.output<S>> =>
    readable(schema, await fetch<unknown>(query, { lang, ...params }, tag), tag, unreadable);
  const asMissing = { answer: null };
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
        schemas.postListing,
        queries.POST_LISTING_QUERY,
        { start, end: start + BLOG_PAGE_SIZE, ref },
        'post-listing',
      );
    },
    featuredPosts(limit = 3) {
      return read(schemas.postSummaries, queries.FEATURED_POSTS_QUERY, { limit }, 'featured-posts');
    },
    /**
     * The document at a content URI and everything its page shows, in one read (so a page
     * does not look up what lives at its URI before it reads it); null when no page's
     * document is there, or when it cannot be read at all.
     */
    async contentPage(contentUri: string): Promise<ContentPage | null> {
      const tag = 'content-page';
      const raw = await fetch<unknown>(queries.CONTENT_PAGE_QUERY, { lang, uri: contentUri }, tag);
      const type = (raw as { _type?: unknown } | null)?._type;
      if (!isPageType(pages, type)) return null;
      const document: unknown = readable(pages[type], raw, tag, asMissing);
      return document ? ({ type, document } as ContentPage) : null;
    },
    blogLanding() {
      return read(schemas.blogLanding, queries.BLOG_LANDING_QUERY, {}, 'blog-landing', asMissing);
    },
    home() {
      return read(schemas.homePage, queries.HOME_PAGE_QUERY, {}, 'home', asMissing);
    },
    centraLanding(landingUri: string) {
      return read(
        schemas.centraLanding,
        queries.CENTRA_LANDING_QUERY,
        { uri: landingUri },
        'centra-landing',
        asMissing,
      );
    },
    faq() {
      return read(schemas.faq, queries.FAQ_QUERY, {}, 'faq');
    },
    sitemap() {
      return read(sitemapContentSchema, queries.SITEMAP_CONTENT_QUERY, {}, 'sitemap');
    },
    siteSettings() {
      return read(
        schemas.siteSettings,
        queries.SITE_SETTINGS_QUERY,
        {},
        'site-settings',
        asMissing,
      );
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
