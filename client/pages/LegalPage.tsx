import type { PageData } from '../../src/contract/page-data';
import { longDate } from '../components/FormattedDate';
import { RichText } from '../components/RichText';
import { useLanguage, useT } from '../i18n/i18n-context';

export function LegalPage({ page }: { page: Extract<PageData, { kind: 'legal' }> }) {
  const t = useT('shell');
  const date = longDate(useLanguage(), page.updatedAt);
  return (
    <article className="post legal-page">
      <h1 data-sanity={page.edit?.title}>{page.title}</h1>
      {date && (
        <p className="muted">
          <time dateTime={page.updatedAt}>{t('legalUpdated', { date })}</time>
        </p>
      )}
      <RichText blocks={page.blocks} />
    </article>
  );
}
