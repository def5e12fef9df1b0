import { useT } from '../i18n/i18n-context';
import { useSubscribe } from '../shop/use-subscribe';
import { FormAlert } from './FormAlert';

/** Sold out: an email sign-up for when the product is back (a subscription with the product). */
export function StockNotification({
  productId,
  checkoutBase,
  language,
}: {
  productId: string;
  checkoutBase: string;
  language: string;
}) {
  const t = useT('storefront');
  const { status, onSubmit } = useSubscribe({
    checkoutBase,
    language,
    product: productId,
    failure: 'stockSignupError',
  });
  if (status.kind === 'done') return <p role="status">{t('stockSignupThanks')}</p>;
  return (
    <form className="newsletter-form" onSubmit={onSubmit} noValidate aria-labelledby="notify-title">
      <h2 id="notify-title">{t('notifyMeTitle')}</h2>
      <label htmlFor="notify-email">{t('newsletterEmail')}</label>
      <input id="notify-email" name="email" type="email" autoComplete="email" />
      <button type="submit" disabled={status.kind === 'sending'}>
        {t('notifyMe')}
      </button>
      {status.kind === 'error' && <FormAlert>{t(status.message)}</FormAlert>}
    </form>
  );
}
