import type { BrowserLayout } from '../../src/contract/initial-state';
import { legalHrefs } from '../../src/contract/layout-data';
import type { PageData } from '../../src/contract/page-data';
import { Island } from '../islands/Island';
import { useT } from '../i18n/i18n-context';

export function NewsletterPage({
  page,
  checkoutBase,
  language,
  layout,
}: {
  page: Extract<PageData, { kind: 'newsletter' }>;
  layout: BrowserLayout;
  checkoutBase: string;
  language: string;
}) {
  const t = useT();
  return (
    <section className="newsletter-page">
      <h1>{t('newsletterTitle')}</h1>
      <p>{page.text ?? t('newsletterIntro')}</p>
      <Island
        name="newsletter-form"
        hydrate="interaction"
        props={{
          checkoutBase,
          language,
          idPrefix: 'page-newsletter',
          legalLinks: legalHrefs(layout),
        }}
      />
    </section>
  );
}
