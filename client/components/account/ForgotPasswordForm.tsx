import { useRef, useState, type FormEvent } from 'react';
import type { DictionaryKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormField } from '../FormField';
import { checkEmail } from '../../shop/validate-email';
import { FormAlert } from '../FormAlert';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'invalid'; problem: DictionaryKey }
  | { kind: 'failed' };

/**
 * Asks the Checkout API to mail a reset link to the shop's password-reset page. The answer
 * is the same whether the email has an account or not.
 */
export function ForgotPasswordForm({
  ready,
  passwordResetHref,
  signInHref,
}: {
  ready: boolean;
  passwordResetHref: string;
  signInHref: string;
}) {
  const t = useT();
  const shop = useShop();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = checkEmail(String(new FormData(event.currentTarget).get('email') ?? ''));
    if (!email.ok) {
      setStatus({ kind: 'invalid', problem: email.problem });
      emailRef.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const linkUri = window.location.origin + passwordResetHref;
      await (await shop()).requestPasswordReset(email.email, linkUri);
      setStatus({ kind: 'sent' });
    } catch (error) {
      console.warn('requesting a password reset failed', error);
      setStatus({ kind: 'failed' });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className="account-form">
        <p role="status" className="form-success">
          {t('resetEmailSent')}
        </p>
        <p>
          <a href={signInHref}>{t('signInTitle')}</a>
        </p>
      </div>
    );
  }
  return (
    <form
      className="account-form"
      onSubmit={submit}
      noValidate
      aria-busy={status.kind === 'sending'}
    >
      <p>{t('forgotPasswordIntro')}</p>
      <FormField
        ref={emailRef}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={status.kind === 'invalid' ? t(status.problem) : undefined}
      />
      {status.kind === 'failed' && <FormAlert>{t('generic')}</FormAlert>}
      <button type="submit" className="primary" disabled={status.kind === 'sending' || !ready}>
        {t('sendResetLink')}
      </button>
      <p className="account-links">
        <a href={signInHref}>{t('signInTitle')}</a>
      </p>
    </form>
  );
}
