import { useRef } from 'react';
import { validateEmail } from '../../../src/domain/validation';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { FormField } from '../FormField';
import { invalid, textOf, useAccountSubmit, valid } from './use-account-submit';

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
  const t = useT('customer', 'account');
  const shop = useShop();
  const email = useRef<HTMLInputElement>(null);
  const form = useAccountSubmit({
    name: 'requesting a password reset',
    fields: { email },
    read(data) {
      const address = validateEmail(textOf(data, 'email'));
      return address.ok ? valid(address.email) : invalid({ email: address.problem });
    },
    async send(address) {
      const linkUri = window.location.origin + passwordResetHref;
      await (await shop()).requestPasswordReset(address, linkUri);
    },
    failed: () => ({ form: 'generic' }),
  });

  if (form.done) {
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
    <form {...form.formProps}>
      <p>{t('forgotPasswordIntro')}</p>
      <FormField
        ref={email}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={form.errors.email && t(form.errors.email)}
      />
      {form.errors.form && <FormAlert>{t(form.errors.form)}</FormAlert>}
      <button type="submit" className="primary" disabled={form.busy || !ready}>
        {t('sendResetLink')}
      </button>
      <p className="account-links">
        <a href={signInHref}>{t('signInTitle')}</a>
      </p>
    </form>
  );
}
