import { useState, type FormEvent } from 'react';
import { validateEmail } from '../../src/domain/validation';
import { useT } from '../i18n/i18n-context';
import { FormAlert } from './FormAlert';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/** Newsletter sign-up: a valid email and the accepted terms (spec §5), then the Checkout API. */
export function NewsletterForm({
  checkoutBase,
  language,
  idPrefix,
}: {
  checkoutBase: string;
  language: string;
  idPrefix: string;
}) {
  const t = useT();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = validateEmail(String(form.get('email') ?? ''));
    if (!email.ok) return setStatus({ kind: 'error', message: email.message });
    if (form.get('terms') !== 'on')
      return setStatus({ kind: 'error', message: t('termsRequired') });
    setStatus({ kind: 'sending' });
    try {
      // The Checkout API client (and zod) load only when someone signs up: not on every page.
      const { browserCheckoutClient } = await import('../api/checkout-client');
      await browserCheckoutClient(new URL(checkoutBase, window.location.origin).href).subscribe(
        email.email,
        { language },
      );
      setStatus({ kind: 'done' });
    } catch {
      setStatus({ kind: 'error', message: t('newsletterError') });
    }
  };

  if (status.kind === 'done') return <p role="status">{t('newsletterThanks')}</p>;
  return (
    <form className="newsletter-form" onSubmit={submit} noValidate>
      <label htmlFor={`${idPrefix}-email`}>{t('newsletterEmail')}</label>
      <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" />
      <label className="checkbox">
        <input name="terms" type="checkbox" /> {t('newsletterTerms')}
      </label>
      <button type="submit" disabled={status.kind === 'sending'}>
        {t('newsletterSubmit')}
      </button>
      {status.kind === 'error' && <FormAlert>{status.message}</FormAlert>}
    </form>
  );
}
