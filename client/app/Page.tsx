import { BlogPage } from '../pages/BlogPage';
import { BlogPostPage } from '../pages/BlogPostPage';
import { FaqPage } from '../pages/FaqPage';
import { HomePage } from '../pages/HomePage';
import { LandingDocumentPage, LandingPage } from '../pages/LandingPages';
import { NewsletterPage } from '../pages/NewsletterPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProductListPage } from '../pages/ProductListPage';
import { ProductPage } from '../pages/ProductPage';
import type { InitialState } from './initial-state';

/** The page body for the kind of page the worker resolved. */
export function Page({ state }: { state: InitialState }) {
  const page = state.page;
  switch (page.kind) {
    case 'home':
      return <HomePage page={page} />;
    case 'blog':
      return <BlogPage page={page} />;
    case 'blog-post':
      return <BlogPostPage page={page} />;
    case 'faq':
      return <FaqPage page={page} />;
    case 'newsletter':
      return (
        <NewsletterPage
          page={page}
          checkoutBase={state.config.checkoutBase}
          language={state.language}
        />
      );
    case 'product-list':
      return <ProductListPage page={page} />;
    case 'product':
      return (
        <ProductPage
          page={page}
          checkoutBase={state.config.checkoutBase}
          language={state.language}
        />
      );
    case 'landing':
      return <LandingPage page={page} />;
    case 'landing-document':
      return <LandingDocumentPage page={page} />;
    case 'not-found':
      return <NotFoundPage homeHref={page.homeHref} />;
  }
}
