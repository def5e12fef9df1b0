import type { InitialState } from '../../contract/initial-state';
import type { PostCard } from '../../contract/page-data';
import { blogPageCount, parseBlogPage } from '../../domain/content';
import { contentHref } from '../../render/content-links';
import { postCard, richBlocks, sizedImage } from '../../render/content-cards';
import { pageState } from '../../render/page-state';
import { searchBlockProducts } from '../../render/product-blocks';
import type { PageContext } from './page-context';

interface Listing {
  heading: string;
  description?: string;
  /** The listing's own URI; page N is `?page=N` below it. */
  uri: string;
  ref: string | null;
  metaTitle?: string;
  metaDescription?: string;
}

async function listingPage(
  context: PageContext,
  listing: Listing,
): Promise<InitialState | undefined> {
  const page = parseBlogPage(context.url.searchParams.get('page') ?? undefined);
  if (page === undefined) return undefined;
  const { content, input, request, imageUrl } = context;
  const [result, landing] = await Promise.all([
    content.postListing(page, listing.ref),
    content.blogLanding(),
  ]);
  const pages = blogPageCount(result.total);
  if (page > pages) return undefined;
  const posts: PostCard[] = result.posts.map((post) => postCard(request, imageUrl, post));
  const title = listing.metaTitle ?? `${listing.heading} | ${input.config.shopName}`;
  return pageState(
    input,
    {
      kind: 'blog',
      heading: listing.heading,
      ...(listing.description ? { description: listing.description } : {}),
      posts,
      pagination: { page, pages, baseHref: contentHref(request, listing.uri) },
      categories: (landing?.categories ?? []).map((category) => ({
        title: category.title,
        href: contentHref(request, category.uri),
      })),
    },
    {
      title: page > 1 ? `${title} (${page}/${pages})` : title,
      description:
        listing.metaDescription ??
        listing.description ??
        `${listing.heading}: ${posts[0]?.title ?? ''}`,
      canonicalPath: page > 1 ? `/${listing.uri}?page=${page}` : `/${listing.uri}`,
    },
  );
}

/** The blog's first listing, at the blog landing's URI (12 posts a page, `?page=N`). */
export async function blogLandingPage(
  context: PageContext,
  uri: string,
): Promise<InitialState | undefined> {
  const landing = await context.content.blogLanding();
  return listingPage(context, {
    heading: landing?.title ?? 'Blog',
    ...(landing?.description ? { description: landing.description } : {}),
    uri,
    ref: null,
    ...(landing?.metaTitle ? { metaTitle: landing.metaTitle } : {}),
    ...(landing?.metaDescription ? { metaDescription: landing.metaDescription } : {}),
  });
}

/** A post below the blog landing, with its product-search blocks' products. */
export async function blogPostPage(
  context: PageContext,
  uri: string,
): Promise<InitialState | undefined> {
  const { content, input, request, imageUrl } = context;
  const blogUri = uri.split('/')[0] ?? '';
  const post = await content.post(uri);
  if (!post) return undefined;
  const searchBlocks = (
    post.content as {
      _type: string;
      _key: string;
      query?: string;
      searchFields?: string[];
      type?: 'singular' | 'slideshow';
    }[]
  ).filter((block) => block._type === 'blockAlgoliaProducts' && block.query);
  const blockProducts = new Map(
    await Promise.all(
      searchBlocks.map(
        async (block) =>
          [
            block._key,
            await searchBlockProducts(request, context.sources, {
              query: block.query ?? '',
              searchFields: block.searchFields ?? [],
              type: block.type ?? 'singular',
            }),
          ] as const,
      ),
    ),
  );
  const name = post.author ? `${post.author.firstName} ${post.author.lastName}` : undefined;
  return pageState(
    input,
    {
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
    },
    {
      title: post.metaTitle ?? `${post.title} | ${input.config.shopName}`,
      description: post.metaDescription ?? post.excerpt ?? post.title,
    },
  );
}

/** Posts of a category or tag below the blog landing. */
export async function blogTaxonomyPage(
  context: PageContext,
  uri: string,
): Promise<InitialState | undefined> {
  const taxonomy = await context.content.blogTaxonomy(uri);
  if (!taxonomy) return undefined;
  return listingPage(context, {
    heading: taxonomy.title,
    ...(taxonomy.description ? { description: taxonomy.description } : {}),
    uri,
    ref: taxonomy._id,
  });
}

/** Posts of an author below the blog landing. */
export async function blogAuthorPage(
  context: PageContext,
  uri: string,
): Promise<InitialState | undefined> {
  const author = await context.content.author(uri);
  if (!author) return undefined;
  return listingPage(context, {
    heading: `${author.firstName} ${author.lastName}`,
    ...(author.bio ? { description: author.bio } : {}),
    uri,
    ref: author._id,
  });
}
