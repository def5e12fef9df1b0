import type { PageData } from '../../src/contract/page-data';
import { ProductTags } from '../components/ProductTags';
import { ContentImage } from '../components/ContentImage';
import { useT } from '../i18n/i18n-context';
import { Island } from '../islands/Island';
import { ProductGrid } from '../components/ProductCard';

type ProductPageData = Extract<PageData, { kind: 'product' }>;

/** A product as the server renders it; buying, the stock sign-up and prices elsewhere run. */
export function ProductPage({
  page,
  checkoutBase,
  language,
}: {
  page: ProductPageData;
  checkoutBase: string;
  language: string;
}) {
  const t = useT('storefront');
  const stockLabel =
    page.stock === 'sold-out' ? t('soldOut') : page.stock === 'few' ? t('fewLeft') : t('inStock');

  return (
    <article className="product-page">
      <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
        <ol>
          {page.breadcrumbs.map((crumb) => (
            <li key={crumb.href}>
              <a href={crumb.href}>{crumb.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="product-main">
        <ContentImage image={page.image} eager className="product-image" />
        <div>
          <ProductTags tags={page.tags} />
          <h1>{page.title}</h1>
          {page.brand &&
            (page.brand.href ? (
              <a href={page.brand.href}>{page.brand.title}</a>
            ) : (
              <p>{page.brand.title}</p>
            ))}
          <p className="price">
            <strong>{page.price}</strong>
            {page.priceBeforeDiscount && (
              <>
                {' '}
                <s aria-label={t('beforePrice', { price: page.priceBeforeDiscount })}>
                  {page.priceBeforeDiscount}
                </s>
              </>
            )}
          </p>
          <p className="stock" data-stock={page.stock}>
            {stockLabel}
          </p>
          {page.replacements[0] && (
            <p className="notice" role="note">
              <a href={page.replacements[0].href}>
                {t('replacedBy', { name: page.replacements[0].title })}
              </a>
            </p>
          )}
          {page.preorder && <p className="notice">{t('preorderNotice')}</p>}
          {page.available ? (
            <Island
              name="product-buy"
              hydrate="interaction"
              props={{
                id: page.id,
                price: page.price,
                bundles: page.bundles,
                preorder: page.preorder,
                productUrl: page.productUrl,
              }}
            />
          ) : (
            <Island
              name="stock-notification"
              hydrate="interaction"
              props={{ productId: page.id, checkoutBase, language }}
            />
          )}
        </div>
      </div>
      {(page.description ?? page.excerpt) && (
        <section aria-labelledby="about-title">
          <h2 id="about-title">{t('about')}</h2>
          <p>{page.description ?? page.excerpt}</p>
        </section>
      )}
      {page.comparisonHref && (
        <Island name="price-comparison" props={{ href: page.comparisonHref }} />
      )}
      <section aria-labelledby="facts-title">
        <h2 id="facts-title">{t('facts')}</h2>
        <dl className="facts">
          {page.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {page.related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title">{t('relatedProducts')}</h2>
          <ProductGrid products={page.related} />
        </section>
      )}
    </article>
  );
}
