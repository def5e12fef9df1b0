import { useState } from 'react';
import type { PageData } from '../../src/contract/page-data';
import { ProductGrid } from '../components/ProductCard';
import { StockNotification } from '../components/StockNotification';
import { ContentImage } from '../components/ContentImage';
import { PriceComparison } from '../components/PriceComparison';
import { useT } from '../i18n/i18n-context';
import { useAddToCart } from '../shop/use-add-to-cart';

type ProductPageData = Extract<PageData, { kind: 'product' }>;

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
  const [choice, setChoice] = useState(page.id);
  const { add: addToCart, adding } = useAddToCart();
  const stockLabel =
    page.stock === 'sold-out' ? t('soldOut') : page.stock === 'few' ? t('fewLeft') : t('inStock');

  const add = () => void addToCart(choice, 1, page.productUrl);

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
          {page.bundles.length > 0 && (
            <fieldset className="bundle-chooser">
              <legend>{t('chooseBundle')}</legend>
              <label className="radio">
                <input
                  type="radio"
                  name="pack"
                  value={page.id}
                  checked={choice === page.id}
                  onChange={() => setChoice(page.id)}
                />{' '}
                {t('singleCan')} – {page.price}
              </label>
              {page.bundles.map((bundle) => (
                <label key={bundle.id} className="radio">
                  <input
                    type="radio"
                    name="pack"
                    value={bundle.id}
                    checked={choice === bundle.id}
                    onChange={() => setChoice(bundle.id)}
                  />{' '}
                  {t('packOf', { quantity: bundle.quantity })} – {bundle.price} (
                  {t('perCan', { price: bundle.pricePerCan })},{' '}
                  {t('save', { percent: bundle.savingPercent })})
                </label>
              ))}
            </fieldset>
          )}
          {page.available ? (
            <button type="button" className="primary" disabled={adding} onClick={add}>
              {page.preorder ? t('preorder') : t('addToCart')}
            </button>
          ) : (
            <StockNotification
              productId={page.id}
              checkoutBase={checkoutBase}
              language={language}
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
      <PriceComparison href={page.comparisonHref} />
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
