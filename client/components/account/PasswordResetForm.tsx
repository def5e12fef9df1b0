import { useRef } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { FormField } from '../FormField';
import { MIN_PASSWORD_LENGTH } from './api-error';
import { NewPasswordField } from './NewPasswordField';
import { useHydrated } from '../../islands/use-hydrated';
import { useCustomer } from './use-customer';
import { invalid, useAccountSubmit, valid } from './use-account-submit';

/**
 * A new password for the link's reset (`i` and `id` from the mailed link). A successful
 * reset signs the customer in.
 */
export function PasswordResetForm({
  i,
  id,
  ready,
  accountHref,
  forgotPasswordHref,
}: {
  i: string;
  id: string;
  ready: boolean;
  accountHref: string;
  forgotPasswordHref: string;
}) {
  const t = useT('customer', 'account');
  const shop = useShop();
  const newPassword = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const form = useAccountSubmit({
    name: 'resetting the password',
    fields: { newPassword, confirm },
    read(data) {
      const chosen = String(data.get('newPassword') ?? '');
      if (chosen.length < MIN_PASSWORD_LENGTH) return invalid({ newPassword: 'passwordTooShort' });
      if (String(data.get('confirmPassword') ?? '') !== chosen)
        return invalid({ confirm: 'passwordsDontMatch' });
      return valid(chosen);
    },
    send: async (chosen) =>
      void (await (await shop()).resetPassword({ i, id, newPassword: chosen })),
    failed: () => ({ form: 'resetPasswordError' }),
  });

  if (!i || !id) {
    return (
      <div className="account-form">
        <FormAlert>{t('resetPasswordError')}</FormAlert>
        <p>
          <a href={forgotPasswordHref}>{t('requestNewLink')}</a>
        </p>
      </div>
    );
  }
  if (form.done) {
    return (
      <div className="account-form">
        <p role="status" className="form-success">
          {t('passwordResetDone')}
        </p>
        <p>
          <a href={accountHref}>{t('goToAccount')}</a>
        </p>
      </div>
    );
  }

  return (
    <form {...form.formProps}>
      <NewPasswordField
        ref={newPassword}
        label={t('newPassword')}
        name="newPassword"
        error={form.errors.newPassword}
      />
      <FormField
        ref={confirm}
        label={t('confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={form.errors.confirm && t(form.errors.confirm)}
      />
      {form.errors.form && (
        <div role="alert" className="form-error">
          <p>{t(form.errors.form)}</p>
          <p>
            <a href={forgotPasswordHref}>{t('requestNewLink')}</a>
          </p>
        </div>
      )}
      <button type="submit" className="primary" disabled={form.busy || !ready}>
        {t('savePassword')}
      </button>
    </form>
  );
}

/**
 * The form as the password-reset page's island: it runs from the shopper's first touch, and
 * is ready to send once the page's session has been read.
 */
export function PasswordResetIsland(props: Omit<Parameters<typeof PasswordResetForm>[0], 'ready'>) {
  const customer = useCustomer();
  const hydrated = useHydrated();
  return <PasswordResetForm {...props} ready={hydrated && customer.kind !== 'loading'} />;
}
