import type { CardData, Visibility } from '../../../src/contract/page-data';
import { useT } from '../../i18n/i18n-context';
import { ContentImage } from '../ContentImage';
import { FaqList } from '../FaqList';
import { PostCardList } from '../PostCardList';
import { Island } from '../../islands/Island';
import { ContentProducts } from './ContentProducts';

/** cardSettings.visibleOn: empty means everywhere; otherwise only on those screen sizes. */
const visibilityClass = (visibleOn: Visibility) =>
  visibleOn.length === 0 || visibleOn.length === 2 ? undefined : `only-${visibleOn[0]}`;

function Card({ card, first }: { card: CardData; first: boolean }) {
  const t = useT('storefront');
  switch (card.kind) {
    case 'heading':
      return (
        <header className="card-heading">
          {first ? (
            <h1 data-sanity={card.edit?.title}>{card.title}</h1>
          ) : (
            <h2 data-sanity={card.edit?.title}>{card.title}</h2>
          )}
          {card.subtitle && (
            <p className="lead" data-sanity={card.edit?.subtitle}>
              {card.subtitle}
            </p>
          )}
        </header>
      );
    case 'slideshow':
      return (
        <Island
          name="slideshow"
          props={{ slides: card.slides, eager: first }}
          hydrate="interaction"
        />
      );
    case 'featuredBrands':
      return (
        <section aria-labelledby={`${card.key}-title`}>
          <h2 id={`${card.key}-title`}>{t('featuredBrands')}</h2>
          <ul className="brand-grid">
            {card.brands.map((brand) => (
              <li key={brand.key}>
                <a href={brand.href} aria-label={brand.title}>
                  <ContentImage image={brand.logo} edit={brand.edit?.logo} />
                  {brand.showTitle && <span data-sanity={brand.edit?.title}>{brand.title}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'topBrands':
      return (
        <nav aria-label={t('topBrands')}>
          <ul className="top-brands">
            {card.brands.map((brand) => (
              <li key={brand.key}>
                <a href={brand.href}>
                  <ContentImage image={brand.image} edit={brand.edit?.image} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      );
    case 'featuredPosts':
      return (
        <section aria-labelledby={`${card.key}-title`}>
          <h2 id={`${card.key}-title`}>{t('featuredPosts')}</h2>
          <PostCardList posts={card.posts} headingLevel={3} />
        </section>
      );
    case 'faq':
      return (
        <section aria-labelledby={`${card.key}-title`}>
          <h2 id={`${card.key}-title`}>{t('faqTitle')}</h2>
          <FaqList entries={card.entries} />
          <p>
            <a href={card.moreHref}>{t('faqMore')}</a>
          </p>
        </section>
      );
    case 'products':
      return (
        <ContentProducts
          source={card}
          cta={card.cta ? { href: card.cta.href, label: t('showAllProducts') } : undefined}
        />
      );
    case 'text':
      return (
        <section className="text-card">
          {card.title && <h2 data-sanity={card.edit?.title}>{card.title}</h2>}
          {card.content.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} data-sanity={card.edit?.content}>
              {paragraph}
            </p>
          ))}
        </section>
      );
  }
}

/** A page's content cards in order; the first heading is the page's h1. */
export function Cards({ cards }: { cards: CardData[] }) {
  return (
    <>
      {cards.map((card, index) => (
        <div
          key={card.key}
          className={['card', visibilityClass(card.visibleOn)].filter(Boolean).join(' ')}
        >
          <Card card={card} first={index === 0} />
        </div>
      ))}
    </>
  );
}
