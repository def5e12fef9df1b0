import type { RequestMarket } from '../../app-env';
import type { PageData, PostCard } from '../../contract/page-data';
import type { z } from 'zod';
import type {
  BlogPost,
  blogLandingSchema,
  PostSummary,
} from '../../adapters/content/content-schemas';
import type { ProductCardData } from '../../contract/page-data';
import { postCard, richBlocks, sizedImage, type ImageUrl } from '../content-cards';
import { contentHref } from '../content-links';

type BlogLanding = z.infer<typeof blogLandingSchema>;

/** A blog listing page: a page of post cards, its pagination and the blog's categories. */
export function blogListingData(
  request: RequestMarket,
  imageUrl: ImageUrl,
  listing: { heading: string; description?: string; uri: string },
  posts: readonly PostSummary[],
  pagination: { page: number; pages: number },
  landing: BlogLanding,
): Extract<PageData, { kind: 'blog' }> {
  const cards: PostCard[] = posts.map((post) => postCard(request, imageUrl, post));
  return {
    kind: 'blog',
    heading: listing.heading,
    ...(listing.description ? { description: listing.description } : {}),
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
  blockProducts: ReadonlyMap<string, ProductCardData[]>,
): Extract<PageData, { kind: 'blog-post' }> {
  const name = post.author ? `${post.author.firstName} ${post.author.lastName}` : undefined;
  return {
    kind: 'blog-post',
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
    blocks: richBlocks(request, imageUrl, post.content, blockProducts),
    categories: post.categories.map((category) => ({
      title: category.title,
      href: contentHref(request, category.uri),
    })),
    tags: post.tags.map((tag) => ({ title: tag.title, href: contentHref(request, tag.uri) })),
    blogHref: contentHref(request, blogUri),
  };
}
