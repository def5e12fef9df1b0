import type { RequestMarket } from '../../app-env';
import type { EditAttributes, PageData, PostCard } from '../../contract/page-data';
import { editsOf } from '../edit-attributes';
import type { BlogLanding, BlogPost, PostSummary } from '../../adapters/content/content-schemas';
import type { CardProduct } from '../../contract/page-data';
import { postCard, richBlocks, sizedImage, type ImageUrl } from '../content-cards';
import { contentHref } from '../content-links';
import { localizedUrl } from '../../domain/markets';
import { blogPostingJsonLd } from '../json-ld/blog-posting-json-ld';
import type { SiteFacts } from '../json-ld/site-json-ld';
import type { PageMeta } from '../page-state';
import { shareImageOf } from '../share-image';

/** A blog listing page: a page of post cards, its pagination and the blog's categories. */
export function blogListingData(
  request: RequestMarket,
  imageUrl: ImageUrl,
  listing: {
    heading: string;
    description?: string;
    uri: string;
    edit?: EditAttributes<'heading' | 'description'>;
  },
  posts: readonly PostSummary[],
  pagination: { page: number; pages: number },
  landing: BlogLanding,
): Extract<PageData, { kind: 'blog' }> {
  const cards: PostCard[] = posts.map((post) => postCard(request, imageUrl, post));
  return {
    kind: 'blog',
    heading: listing.heading,
    ...(listing.description ? { description: listing.description } : {}),
    ...(listing.edit ? { edit: listing.edit } : {}),
    posts: cards,
    pagination: { ...pagination, baseHref: contentHref(request, listing.uri) },
    categories: (landing?.categories ?? []).map((category) => ({
      title: category.title,
      href: contentHref(request, category.uri),
    })),
  };
}

/** A post: its rich text with the products of its search blocks, author, categories and tags. */
export function blogPostData(
  request: RequestMarket,
  imageUrl: ImageUrl,
  post: BlogPost,
  blogUri: string,
  blockProducts: ReadonlyMap<string, CardProduct[]>,
): Extract<PageData, { kind: 'blog-post' }> {
  const name = post.author ? `${post.author.firstName} ${post.author.lastName}` : undefined;
  const document = { _id: post._id, _type: 'blogPost' };
  return {
    kind: 'blog-post',
    ...editsOf(request.edit, document, { title: 'title', image: 'image', author: 'author' }),
    title: post.title,
    ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
    ...(post.author && name
      ? {
          author: {
            name,
            href: contentHref(request, post.author.uri),
            ...(post.author.role ? { role: post.author.role } : {}),
          },
        }
      : {}),
    ...(post.image ? { image: sizedImage(imageUrl, post.image, 1200, post.imageAlt ?? '') } : {}),
    blocks: richBlocks(request, imageUrl, post.content, blockProducts, document),
    categories: post.categories.map((category) => ({
      title: category.title,
      href: contentHref(request, category.uri),
    })),
    tags: post.tags.map((tag) => ({ title: tag.title, href: contentHref(request, tag.uri) })),
    blogHref: contentHref(request, blogUri),
  };
}

/**
 * How a post is shared and marked up: an article with its picture and date in link previews,
 * a BlogPosting with its author and publisher, and the way back to the blog.
 */
export function blogPostMeta(
  request: RequestMarket,
  imageUrl: ImageUrl,
  post: BlogPost,
  blog: { title: string; uri: string },
  site: SiteFacts,
): Pick<PageMeta, 'share' | 'structuredData' | 'breadcrumbs'> {
  const { market, domains, protocol } = request;
  const url = (uri: string) => localizedUrl(market.language, `/${uri}`, domains, protocol);
  const image = shareImageOf(imageUrl, post.metaImage ?? post.image, post.imageAlt ?? post.title);
  return {
    share: {
      type: 'article',
      ...(image ? { image } : {}),
      ...(post.publishedAt ? { publishedTime: post.publishedAt } : {}),
    },
    structuredData: [
      blogPostingJsonLd({
        url: url(post.uri),
        headline: post.title,
        ...(post.excerpt ? { description: post.excerpt } : {}),
        language: market.language,
        ...(image ? { imageUrl: new URL(image.url, site.homeUrl).toString() } : {}),
        ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
        ...(post._updatedAt ? { modifiedAt: post._updatedAt } : {}),
        ...(post.author
          ? {
              author: {
                name: `${post.author.firstName} ${post.author.lastName}`,
                url: url(post.author.uri),
              },
            }
          : {}),
        publisher: { name: site.name, logoUrl: site.logoUrl },
        keywords: post.metaKeywords,
      }),
    ],
    breadcrumbs: {
      trail: [{ title: blog.title, href: contentHref(request, blog.uri) }],
      current: post.title,
    },
  };
}
