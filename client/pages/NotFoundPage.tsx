import { useT } from '../i18n/i18n-context';

export function NotFoundPage({ homeHref }: { homeHref: string }) {
  const t = useT('storefront');
  return (
    <section className="not-found">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p>
        <a href={homeHref}>{t('backToShop')}</a>
      </p>
    </section>
  );
}
