import type { PageData } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';

/** A service the page needs is down or slow: say so in the shop's words and offer a retry. */
export function UnavailablePage({ page }: { page: Extract<PageData, { kind: 'unavailable' }> }) {
  const t = useT('storefront');
  return (
    <section className="not-found" role="alert">
      <h1>{t('unavailableTitle')}</h1>
      <p>{t('unavailableText')}</p>
      <p>
        <a href={page.retryHref}>{t('tryAgain')}</a> · <a href={page.homeHref}>{t('backToShop')}</a>
      </p>
    </section>
  );
}
