import type { InitialState } from '../../contract/initial-state';
import { blogPageCount, parseBlogPage } from '../../domain/content';
import { siteFacts } from '../../render/json-ld/site-facts';
import { blogListingData, blogPostData, blogPostMeta } from '../../render/views/blog';
import { pageState, pageTitle, shareImageMeta } from '../../render/page-state';
import { shareImageOf } from '../../render/share-image';
import { searchBlockProducts } from '../../render/product-blocks';
import type { PageContext } from './page-context';
import type { EditAttributes } from '../../contract/page-data';
import { editsOf, localizedFieldPath } from '../../render/edit-attributes';
import { translationVersions } from '../../render/translation-versions';

interface Listing {
  heading: string;
  description?: string;
  /** The listing's own URI; page N is `?page=N` below it. */
  uri: string;
  ref: string | null;
  metaTitle?: string;
  metaDescription?: string;
  /** In draft mode: where the Studio edits the heading and description. */
  edit?: EditAttributes<'heading' | 'description'>;
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
  const title = listing.metaTitle ?? pageTitle(input, listing.heading);
  return pageState(
    input,
    blogListingData(request, imageUrl, listing, result.posts, { page, pages }, landing),
    {
      title: page > 1 ? `${title} (${page}/${pages})` : title,
      description:
        listing.metaDescription ??
        listing.description ??
        `${listing.heading}: ${result.posts[0]?.title ?? ''}`,
      canonicalPath: page > 1 ? `/${listing.uri}?page=${page}` : `/${listing.uri}`,
      ...shareImageMeta(shareImageOf(imageUrl, landing?.metaImage, listing.heading)),
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
    heading: landing?.title ?? context.t('blogTitle'),
    ...(landing?.description ? { description: landing.description } : {}),
    ...(landing
      ? editsOf(
          context.request.edit,
          { _id: landing._id, _type: 'blogLanding' },
          {
            heading: localizedFieldPath('title', landing.shown),
            description: localizedFieldPath('description', landing.shown),
          },
        )
      : {}),
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
  const [post, landing] = await Promise.all([content.post(uri), content.blogLanding()]);
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
  const blog = { title: landing?.title ?? context.t('blogTitle'), uri: blogUri };
  return pageState(input, blogPostData(request, imageUrl, post, blogUri, blockProducts), {
    title: post.metaTitle ?? pageTitle(input, post.title),
    description: post.metaDescription ?? post.excerpt ?? post.title,
    versions: translationVersions(request.market.language, post),
    ...blogPostMeta(request, imageUrl, post, blog, siteFacts(request, input.config.shopName)),
  });
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
    ...editsOf(context.request.edit, taxonomy, {
      heading: localizedFieldPath('title', taxonomy.shown),
      description: localizedFieldPath('description', taxonomy.shown),
    }),
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
    ...editsOf(
      context.request.edit,
      { _id: author._id, _type: 'blogAuthor' },
      {
        heading: 'firstName',
        description: localizedFieldPath('bio', author.shown),
      },
    ),
    uri,
    ref: author._id,
  });
}
