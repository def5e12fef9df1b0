import { useState, type FormEvent } from 'react';
import { validateEmail } from '../../src/domain/validation';
import { useT } from '../i18n/i18n-context';
import { FormAlert } from './FormAlert';

/** Sold out: an email sign-up for when the product is back (a Checkout API subscription with the product). */
export function StockNotification({
  productId,
  checkoutBase,
  language,
}: {
  productId: string;
  checkoutBase: string;
  language: string;
}) {
  const t = useT();
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' | 'done' } | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = validateEmail(String(new FormData(event.currentTarget).get('email') ?? ''));
    if (!email.ok) return setState({ kind: 'error', message: email.message });
    setState({ kind: 'sending' });
    try {
      const { browserCheckoutClient } = await import('../api/checkout-client');
      await browserCheckoutClient(new URL(checkoutBase, window.location.origin).href).subscribe(
        email.email,
        { product: productId, language },
      );
      setState({ kind: 'done' });
    } catch {
      setState({ kind: 'error', message: t('newsletterError') });
    }
  };
  if (state.kind === 'done') return <p role="status">{t('stockSignupThanks')}</p>;
  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-labelledby="notify-title">
      <h2 id="notify-title">{t('notifyMeTitle')}</h2>
      <label htmlFor="notify-email">{t('newsletterEmail')}</label>
      <input id="notify-email" name="email" type="email" autoComplete="email" />
      <button type="submit" disabled={state.kind === 'sending'}>
        {t('notifyMe')}
      </button>
      {state.kind === 'error' && <FormAlert>{state.message}</FormAlert>}
    </form>
  );
}
