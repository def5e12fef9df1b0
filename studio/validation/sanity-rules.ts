import type { Rule, SlugValidationContext, ValidationContext } from 'sanity';
import { checkLink, checkLinkHasNoDomain } from './link-rules';
import { checkHasDefaultLanguage, type LocalizedEntry } from './localized-rules';
import { blogUri, contentUri, type BlogEntryKind } from '../../src/domain/urls/content-uri';
import { BLOG_LANDING_URI_QUERY, STUDIO_API_VERSION, STUDIO_PERSPECTIVE } from './queries';
import { shopDomains } from './shop-domains';
import {
  checkBlogSection,
  checkFixedPrefix,
  checkLandingPrefix,
  type SlugValue,
} from './slug-rules';
import { slugify } from './slugify';

/** The shop's slug rules wired into Sanity: required plus the shape and prefix checks. */
export const fixedPrefixSlug = (prefix: string) => (rule: Rule) =>
  rule.required().custom((slug: SlugValue | undefined) => checkFixedPrefix(slug, prefix));

/** Reads the landing URI the document's slug must start with, through the studio's client. */
async function landingUriFor(
  context: ValidationContext | SlugValidationContext,
  query: string,
  params: Record<string, unknown> = {},
): Promise<string | undefined> {
  const client = context.getClient({ apiVersion: STUDIO_API_VERSION });
  const uri = await client.fetch<string | null>(query, params, {
    perspective: STUDIO_PERSPECTIVE,
  });
  return uri ?? undefined;
}

export const landingPrefixSlug =
  (
    query: string,
    paramsOf: (document: Record<string, unknown> | undefined) => Record<string, unknown>,
  ) =>
  (rule: Rule) =>
    rule
      .required()
      .custom(async (slug: SlugValue | undefined, context) =>
        checkLandingPrefix(
          slug,
          await landingUriFor(
            context,
            query,
            paramsOf(context.document as Record<string, unknown>),
          ),
        ),
      );

export const landingPrefixSlugOptions = (
  query: string,
  paramsOf: (document: Record<string, unknown> | undefined) => Record<string, unknown>,
  source: string,
) => ({
  source,
  slugify: async (input: string, _type: unknown, context: SlugValidationContext) => {
    const landing = await landingUriFor(
      context,
      query,
      paramsOf(context.parent as Record<string, unknown>),
    );
    return contentUri(landing ?? '', slugify(input));
  },
});

/** The slug of a blog author, category or tag: `{blog landing URI}/{kind}/{one segment}`. */
export const blogSectionSlug = (kind: Exclude<BlogEntryKind, 'post'>) => (rule: Rule) =>
  rule
    .required()
    .custom(async (slug: SlugValue | undefined, context) =>
      checkBlogSection(slug, await landingUriFor(context, BLOG_LANDING_URI_QUERY), kind),
    );

/** Slug options whose "Generate" writes the slug under the blog landing's current URI. */
export const blogSectionSlugOptions = (
  kind: Exclude<BlogEntryKind, 'post'>,
  source: string | ((doc: never) => string),
) => ({
  source,
  slugify: async (input: string, _type: unknown, context: SlugValidationContext) =>
    blogUri((await landingUriFor(context, BLOG_LANDING_URI_QUERY)) ?? '', kind, slugify(input)),
});

/** Studio links: required, http/https/mailto/tel or relative. */
export const requiredLink = (rule: Rule) =>
  rule.required().custom((link: string | undefined) => checkLink(link));

/**
 * Slideshow links: the same, and never naming one of the shop's own domains (the
 * deployment's, as the page serving the Studio lists them).
 */
export const domainFreeLink = (rule: Rule) =>
  rule.required().custom((link: string | undefined) => {
    const scheme = checkLink(link);
    return scheme === true ? checkLinkHasNoDomain(link, shopDomains()) : scheme;
  });

/** A localized text that must exist, with English present (the fallback language). */
export const requiredLocalized = (rule: Rule) =>
  rule.required().custom((value: LocalizedEntry[] | undefined) => checkHasDefaultLanguage(value));
