import { useRef } from 'react';
import { validateEmail } from '../../../src/domain/validation';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { FormField } from '../FormField';
import { MIN_PASSWORD_LENGTH, type ApiProblem } from './api-error';
import { NewPasswordField } from './NewPasswordField';
import { invalid, textOf, useAccountSubmit, valid, type FormErrors } from './use-account-submit';

/** Which field the Checkout API refused, in the form's terms. */
function registerErrors(problem: ApiProblem | null): FormErrors<'email' | 'password'> {
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
  const t = useT('customer', 'account');
  const shop = useShop();
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const form = useAccountSubmit({
    name: 'registering',
    fields: { email, password },
    read(data) {
      const address = validateEmail(textOf(data, 'email'));
      const secret = String(data.get('password') ?? '');
      const short = secret.length < MIN_PASSWORD_LENGTH;
      if (!address.ok || short) {
        return invalid({
          ...(address.ok ? {} : { email: address.problem }),
          ...(short ? { password: 'passwordTooShort' as const } : {}),
        });
      }
      const firstName = textOf(data, 'firstName');
      const lastName = textOf(data, 'lastName');
      return valid({
        email: address.email,
        password: secret,
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
      });
    },
    async send(details) {
      await (await shop()).register(details);
      onRegistered();
    },
    failed: registerErrors,
  });

  return (
    <form {...form.formProps}>
      <FormField
        ref={email}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={form.errors.email && t(form.errors.email)}
      />
      <NewPasswordField
        ref={password}
        label={t('password')}
        name="password"
        error={form.errors.password}
      />
      <FormField label={t('firstName')} name="firstName" autoComplete="given-name" />
      <FormField label={t('lastName')} name="lastName" autoComplete="family-name" />
      {form.errors.form && <FormAlert>{t(form.errors.form)}</FormAlert>}
      <button type="submit" className="primary" disabled={form.busy || !ready}>
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
