import type { ContentDocument, ContentPage } from '../../adapters/content/content-service';
import type { InitialState } from '../../contract/initial-state';
import { blogAuthorPage, blogLandingPage, blogPostPage, blogTaxonomyPage } from './blog-pages';
import { landingDocumentPage, landingPage } from './landing-pages';
import { legalPage } from './legal-pages';
import type { PageContext } from './page-context';

type ContentPageOf<Type extends ContentPage['type']> = (
  context: PageContext,
  uri: string,
  document: ContentDocument<Type>,
) => Promise<InitialState | undefined>;

/** Which page a content document is, by its type: the blog, the brand/flavour/offer landings and the legal pages. */
const CONTENT_PAGES: { [Type in ContentPage['type']]: ContentPageOf<Type> } = {
  blogLanding: blogLandingPage,
  blogPost: blogPostPage,
  blogCategory: blogTaxonomyPage,
  blogTag: blogTaxonomyPage,
  blogAuthor: blogAuthorPage,
  centraLanding: landingPage,
  centraDocument: landingDocumentPage,
  legalPage,
};

function pageOf(context: PageContext, uri: string, found: ContentPage) {
  const page = CONTENT_PAGES[found.type] as ContentPageOf<typeof found.type>;
  return page(context, uri, found.document);
}

/**
 * A page at a content URI: editors choose these URIs in the studio, so one read finds which
 * document lives there, with what its page shows, and its type says which page it is.
 */
export async function contentUriPage(
  context: PageContext,
  uri: string,
): Promise<InitialState | undefined> {
  const found = await context.content.contentPage(uri);
  return found ? pageOf(context, uri, found) : undefined;
}
