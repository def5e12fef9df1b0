import { joinPath } from './path-segments';

/**
 * Content URIs are slugs under their landing page's URI: blog posts, authors,
 * categories and tags under the blog landing URI; brand, flavour and offer documents
 * under the landing page of the same type.
 */
export function contentUri(landingUri: string, slug: string): string {
  return joinPath(landingUri, slug);
}

export type BlogEntryKind = 'post' | 'author' | 'category' | 'tag';

/**
 * Authors, categories and tags get a segment of their own under the blog, so a post
 * slug can never shadow them.
 */
const BLOG_SEGMENTS: Record<BlogEntryKind, string> = {
  post: '',
  author: 'author',
  category: 'category',
  tag: 'tag',
};

export function blogUri(blogLandingUri: string, kind: BlogEntryKind, slug: string): string {
  return joinPath(blogLandingUri, BLOG_SEGMENTS[kind], slug);
}
