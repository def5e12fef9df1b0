import { useRef, useState, type FormEvent } from 'react';
import type { DictionaryKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormField } from '../FormField';
import { NewPasswordField } from './NewPasswordField';
import { apiProblem, MIN_PASSWORD_LENGTH, type ApiProblem } from './api-error';
import { checkEmail } from '../../shop/validate-email';
import { FormAlert } from '../FormAlert';

interface Errors {
  email?: DictionaryKey;
  password?: DictionaryKey;
  form?: DictionaryKey;
}

/** Which field the Checkout API refused, in the form's terms. */
function registerErrors(problem: ApiProblem | null): Errors {
  if (!problem) return { form: 'generic' };
  const { status, errors } = problem;
  if (status === 409 || /already|exist|registered|taken/i.test(errors.email ?? ''))
    return { email: 'emailTaken' };
  if (errors.email) return { email: 'invalidEmail' };
  if (errors.password) return { password: 'passwordTooShort' };
  return { form: 'generic' };
}

/** Create account: POST register signs the new customer in, then the account opens. */
export function RegisterForm({
  ready,
  signInHref,
  onRegistered,
}: {
  ready: boolean;
  signInHref: string;
  onRegistered: () => void;
}) {
  const t = useT();
  const shop = useShop();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const show = (found: Errors) => {
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const email = checkEmail(text('email'));
    const password = String(form.get('password') ?? '');
    const found: Errors = {};
    if (!email.ok) found.email = email.problem;
    if (password.length < MIN_PASSWORD_LENGTH) found.password = 'passwordTooShort';
    if (!email.ok || found.password) return show(found);
    setErrors({});
    setBusy(true);
    const firstName = text('firstName');
    const lastName = text('lastName');
    try {
      await (
        await shop()
      ).register({
        email: email.email,
        password,
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
      });
      onRegistered();
    } catch (error) {
      const problem = apiProblem(error);
      if (!problem) console.warn('registering failed', error);
      show(registerErrors(problem));
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
        required
        error={errors.email && t(errors.email)}
      />
      <NewPasswordField
        ref={passwordRef}
        label={t('password')}
        name="password"
        error={errors.password}
      />
      <FormField label={t('firstName')} name="firstName" autoComplete="given-name" />
      <FormField label={t('lastName')} name="lastName" autoComplete="family-name" />
      {errors.form && <FormAlert>{t(errors.form)}</FormAlert>}
      <button type="submit" className="primary" disabled={busy || !ready}>
        {t('createAccount')}
      </button>
      <p className="account-links">
        <span>
          {t('haveAccount')} <a href={signInHref}>{t('signInTitle')}</a>
        </span>
      </p>
    </form>
  );
}
