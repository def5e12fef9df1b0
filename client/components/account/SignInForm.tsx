import { useRef, useState, type FormEvent } from 'react';
import type { DictionaryKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormField } from '../FormField';
import { apiProblem } from './api-error';
import { checkEmail } from '../../shop/validate-email';
import { FormAlert } from '../FormAlert';

interface Errors {
  email?: DictionaryKey;
  password?: DictionaryKey;
  form?: DictionaryKey;
}

/**
 * Email and password, then POST login. A refused sign-in shows one message whatever was
 * wrong, as the Checkout API answers the same for an unknown email and a wrong password.
 */
export function SignInForm({
  ready,
  registerHref,
  forgotPasswordHref,
  onSignedIn,
}: {
  /** False until the shop's session is known: signing in before would race its token. */
  ready: boolean;
  registerHref: string;
  forgotPasswordHref: string;
  onSignedIn?: () => void;
}) {
  const t = useT();
  const shop = useShop();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = checkEmail(String(form.get('email') ?? ''));
    const password = String(form.get('password') ?? '');
    const found: Errors = {};
    if (!email.ok) found.email = email.problem;
    if (!password) found.password = 'passwordEmpty';
    setErrors(found);
    if (!email.ok) return emailRef.current?.focus();
    if (!password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await (await shop()).signIn(email.email, password);
      onSignedIn?.();
    } catch (error) {
      const problem = apiProblem(error);
      if (!problem) console.warn('sign-in failed', error);
      setErrors({ form: problem && problem.status < 500 ? 'signIn' : 'generic' });
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormField
        ref={emailRef}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        error={errors.email && t(errors.email)}
      />
      <FormField
        ref={passwordRef}
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password && t(errors.password)}
      />
      {errors.form && <FormAlert>{t(errors.form)}</FormAlert>}
      <button type="submit" className="primary" disabled={busy || !ready}>
        {t('signInSubmit')}
      </button>
      <p className="account-links">
        <a href={forgotPasswordHref}>{t('forgotPasswordLink')}</a>
        <span>
          {t('noAccountYet')} <a href={registerHref}>{t('createAccount')}</a>
        </span>
      </p>
    </form>
  );
}
