import { useT } from '../i18n/i18n-context';
import { useSubscribe } from '../shop/use-subscribe';
import { FormAlert } from './FormAlert';
import { LinkedText } from './LinkedText';

/** Newsletter sign-up: a valid email and the accepted terms, then the Checkout API. */
export function NewsletterForm({
  checkoutBase,
  language,
  idPrefix,
  legalLinks,
}: {
  checkoutBase: string;
  language: string;
  idPrefix: string;
  /** Where the terms and the privacy policy the sign-up accepts are. */
  legalLinks: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const { status, onSubmit } = useSubscribe({
    checkoutBase,
    language,
    terms: 'terms',
    failure: 'newsletterError',
  });
  if (status.kind === 'done') return <p role="status">{t('newsletterThanks')}</p>;
  return (
    <form className="newsletter-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${idPrefix}-email`}>{t('newsletterEmail')}</label>
      <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" />
      <label className="checkbox">
        <input name="terms" type="checkbox" />
        {/* One flex item: the sentence wraps as a whole around its links. */}
        <span>
          <LinkedText text={t('newsletterTerms')} links={legalLinks} />
        </span>
      </label>
      <button type="submit" disabled={status.kind === 'sending'}>
        {t('newsletterSubmit')}
      </button>
      {status.kind === 'error' && <FormAlert>{t(status.message)}</FormAlert>}
    </form>
  );
}
