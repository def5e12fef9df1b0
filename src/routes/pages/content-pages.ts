import type { InitialState } from '../../contract/initial-state';
import { blogAuthorPage, blogLandingPage, blogPostPage, blogTaxonomyPage } from './blog-pages';
import { landingDocumentPage, landingPage } from './landing-pages';
import { legalPage } from './legal-pages';
import type { PageContext } from './page-context';

type ContentPage = (context: PageContext, uri: string) => Promise<InitialState | undefined>;

/** Which page a content document is, by its type: the blog, the brand/flavour/offer landings and the legal pages. */
const CONTENT_PAGES: Record<string, ContentPage> = {
  blogLanding: blogLandingPage,
  blogPost: blogPostPage,
  blogCategory: blogTaxonomyPage,
  blogTag: blogTaxonomyPage,
  blogAuthor: blogAuthorPage,
  centraLanding: landingPage,
  centraDocument: landingDocumentPage,
  legalPage,
};

/**
 * A page at a content URI: editors choose these URIs in the studio, so one lookup finds
 * which document lives there, and its type says which page it is.
 */
export async function contentUriPage(context: PageContext): Promise<InitialState | undefined> {
  const uri = context.request.pathWithoutLocale.replace(/^\/+|\/+$/g, '');
  if (!uri) return undefined;
  const route = await context.content.route(uri);
  const page = route ? CONTENT_PAGES[route._type] : undefined;
  return page?.(context, uri);
}
