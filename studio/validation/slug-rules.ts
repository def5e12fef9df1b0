import { blogUri, type BlogEntryKind } from '../../src/domain/urls/content-uri';
import { STUDIO_MESSAGES } from './messages';

/** A slug field's value as Sanity stores it. */
export interface SlugValue {
  current?: string;
}

export type RuleResult = true | string;

/**
 * The rules every slug in the studio shares: not empty, no spaces, no trailing
 * '/'. A missing slug passes here because the schema's `required()` reports it.
 * @internal Exported for the tests too, which check the schema and the seed against it.
 */
export function checkSlugShape(slug: SlugValue | undefined): RuleResult {
  if (slug?.current === undefined) return true;
  const current = slug.current;
  if (current.trim() === '') return STUDIO_MESSAGES.slugEmpty;
  if (/\s/.test(current)) return STUDIO_MESSAGES.slugSpaces;
  if (current.endsWith('/')) return STUDIO_MESSAGES.slugTrailingSlash;
  return true;
}

/**
 * A slug under a fixed prefix such as "blog/tag/": it must begin with the prefix, say
 * something after it, and have no further '/'.
 */
export function checkFixedPrefix(slug: SlugValue | undefined, prefix: string): RuleResult {
  const shape = checkSlugShape(slug);
  if (shape !== true || slug?.current === undefined) return shape;
  const current = slug.current;
  if (!current.startsWith(prefix)) return STUDIO_MESSAGES.slugPrefix(prefix);
  const rest = current.slice(prefix.length);
  if (rest === '') return STUDIO_MESSAGES.slugEmpty;
  if (rest.includes('/')) return STUDIO_MESSAGES.slugNestedAfterPrefix(prefix);
  return true;
}

/**
 * A slug under a landing page (blog posts under the blog landing, brand documents under
 * the brands landing): its first segment must be the landing page's URI.
 */
export function checkLandingPrefix(
  slug: SlugValue | undefined,
  landingUri: string | undefined,
): RuleResult {
  const shape = checkSlugShape(slug);
  if (shape !== true || slug?.current === undefined || !landingUri) return shape;
  const [first, ...rest] = slug.current.split('/');
  if (first !== landingUri || rest.join('/') === '') {
    return STUDIO_MESSAGES.landingPrefix(landingUri);
  }
  return true;
}

/**
 * A blog author, category or tag: under the blog landing's URI (its first segment), in the
 * kind's own section there, one segment long: `blog/author/anna-lindqvist` while the blog
 * landing is `blog`. Before a blog landing exists only the shape can be checked.
 */
export function checkBlogSection(
  slug: SlugValue | undefined,
  landingUri: string | undefined,
  kind: Exclude<BlogEntryKind, 'post'>,
): RuleResult {
  const underLanding = checkLandingPrefix(slug, landingUri);
  if (underLanding !== true || !landingUri) return underLanding;
  return checkFixedPrefix(slug, `${blogUri(landingUri, kind, '')}/`);
}

/**
 * A page at the top of the site (a legal page): one segment, never a path the shop answers
 * itself, since the shop's own page would hide it.
 */
export function checkTopLevelSlug(
  slug: SlugValue | undefined,
  reserved: ReadonlySet<string>,
): RuleResult {
  const shape = checkSlugShape(slug);
  if (shape !== true || slug?.current === undefined) return shape;
  if (slug.current.includes('/')) return STUDIO_MESSAGES.slugOneSegment;
  if (reserved.has(slug.current)) return STUDIO_MESSAGES.slugReserved(slug.current);
  return true;
}
