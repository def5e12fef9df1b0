import { useRef } from 'react';
import { validateEmail } from '../../../src/domain/validation';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { FormField } from '../FormField';
import { invalid, textOf, useAccountSubmit, valid, type FormErrors } from './use-account-submit';

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
  const t = useT('customer', 'account');
  const shop = useShop();
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const form = useAccountSubmit({
    name: 'signing in',
    fields: { email, password },
    read(data) {
      const address = validateEmail(textOf(data, 'email'));
      const secret = String(data.get('password') ?? '');
      const errors: FormErrors<'email' | 'password'> = {
        ...(address.ok ? {} : { email: address.problem }),
        ...(secret ? {} : { password: 'passwordEmpty' }),
      };
      return address.ok && secret ? valid({ email: address.email, secret }) : invalid(errors);
    },
    async send({ email, secret }) {
      await (await shop()).signIn(email, secret);
      onSignedIn?.();
    },
    failed: (problem) => ({ form: problem && problem.status < 500 ? 'signIn' : 'generic' }),
  });

  return (
    <form {...form.formProps}>
      <FormField
        ref={email}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        error={form.errors.email && t(form.errors.email)}
      />
      <FormField
        ref={password}
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={form.errors.password && t(form.errors.password)}
      />
      {form.errors.form && <FormAlert>{t(form.errors.form)}</FormAlert>}
      <button type="submit" className="primary" disabled={form.busy || !ready}>
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
