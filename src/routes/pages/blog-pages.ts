import type { BlogLanding } from '../../adapters/content/content-schemas';
import type { ContentDocument } from '../../adapters/content/content-service';
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

/** A listing of posts, with the blog's landing (the listing itself, or read beside its posts). */
async function listingPage(
  context: PageContext,
  listing: Listing,
  blogLanding: () => BlogLanding | Promise<BlogLanding>,
): Promise<InitialState | undefined> {
  const page = parseBlogPage(context.url.searchParams.get('page') ?? undefined);
  if (page === undefined) return undefined;
  const { content, request, imageUrl } = context;
  const [result, landing, input] = await Promise.all([
    content.postListing(page, listing.ref),
    blogLanding(),
    context.input,
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
  landing: ContentDocument<'blogLanding'>,
): Promise<InitialState | undefined> {
  return listingPage(
    context,
    {
      heading: landing.title,
      ...(landing.description ? { description: landing.description } : {}),
      ...editsOf(
        context.request.edit,
        { _id: landing._id, _type: 'blogLanding' },
        {
          heading: localizedFieldPath('title', landing.shown),
          description: localizedFieldPath('description', landing.shown),
        },
      ),
      uri,
      ref: null,
      ...(landing.metaTitle ? { metaTitle: landing.metaTitle } : {}),
      ...(landing.metaDescription ? { metaDescription: landing.metaDescription } : {}),
    },
    () => landing,
  );
}

/** A post below the blog landing, with its product-search blocks' products. */
export async function blogPostPage(
  context: PageContext,
  uri: string,
  post: ContentDocument<'blogPost'>,
): Promise<InitialState | undefined> {
  const { content, request, imageUrl } = context;
  const blogUri = uri.split('/')[0] ?? '';
  const landing = content.blogLanding();
  const searchBlocks = (
    post.content as {
      _type: string;
      _key: string;
      query?: string;
      searchFields?: string[];
      type?: 'singular' | 'slideshow';
    }[]
  ).filter((block) => block._type === 'blockAlgoliaProducts' && block.query);
  const products = Promise.all(
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
  );
  const [blockProducts, blogLanding, input] = await Promise.all([
    products.then((entries) => new Map(entries)),
    landing,
    context.input,
  ]);
  const blog = { title: blogLanding?.title ?? context.t('blogTitle'), uri: blogUri };
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
  taxonomy: ContentDocument<'blogCategory' | 'blogTag'>,
): Promise<InitialState | undefined> {
  return listingPage(
    context,
    {
      heading: taxonomy.title,
      ...(taxonomy.description ? { description: taxonomy.description } : {}),
      ...editsOf(context.request.edit, taxonomy, {
        heading: localizedFieldPath('title', taxonomy.shown),
        description: localizedFieldPath('description', taxonomy.shown),
      }),
      uri,
      ref: taxonomy._id,
    },
    () => context.content.blogLanding(),
  );
}

/** Posts of an author below the blog landing. */
export async function blogAuthorPage(
  context: PageContext,
  uri: string,
  author: ContentDocument<'blogAuthor'>,
): Promise<InitialState | undefined> {
  return listingPage(
    context,
    {
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
    },
    () => context.content.blogLanding(),
  );
}
