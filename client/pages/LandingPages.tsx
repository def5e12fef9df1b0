import type { PageData } from '../../src/contract/page-data';
import { Cards } from '../components/cards/Cards';
import { ContentImage } from '../components/ContentImage';
import { ProductGrid } from '../components/ProductCard';
import { useT } from '../i18n/i18n-context';

const paragraphs = (text: string) =>
  text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>);

/** All brands, flavours or offers: the landing's heading cards, then every document. */
export function LandingPage({ page }: { page: Extract<PageData, { kind: 'landing' }> }) {
  const hasHeading = page.cards.some((card) => card.kind === 'heading');
  return (
    <>
      {!hasHeading && <h1 data-sanity={page.edit?.title}>{page.title}</h1>}
      <Cards cards={page.cards} />
      <ul className="brand-grid">
        {page.documents.map((document) => (
          <li key={document.key}>
            <a href={document.href} aria-label={document.title}>
              <ContentImage image={document.logo} edit={document.edit?.logo} />
              {document.showTitle && (
                <span data-sanity={document.edit?.title}>{document.title}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
      {page.footerContent && (
        <section className="text-card" data-sanity={page.edit?.footerContent}>
          {paragraphs(page.footerContent)}
        </section>
      )}
    </>
  );
}

/** One brand, flavour or offer, with its products. */
export function LandingDocumentPage({
  page,
}: {
  page: Extract<PageData, { kind: 'landing-document' }>;
}) {
  const t = useT('storefront');
  return (
    <>
      <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
        <a href={page.landing.href}>{page.landing.title}</a>
      </nav>
      <header className="document-header">
        <ContentImage image={page.logo} eager edit={page.edit?.logo} />
        <h1 data-sanity={page.edit?.title}>{page.title}</h1>
      </header>
      {page.description && (
        <div className="lead" data-sanity={page.edit?.description}>
          {paragraphs(page.description)}
        </div>
      )}
      <p className="muted">{t('productsFound', { count: page.products.length })}</p>
      <h2 className="visually-hidden">{t('products')}</h2>
      <ProductGrid products={page.products} />
      {page.footerContent && (
        <section className="text-card" data-sanity={page.edit?.footerContent}>
          {paragraphs(page.footerContent)}
        </section>
      )}
    </>
  );
}
