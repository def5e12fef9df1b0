import { useRef } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { FormField } from '../FormField';
import { MIN_PASSWORD_LENGTH } from './api-error';
import { NewPasswordField } from './NewPasswordField';
import { invalid, useAccountSubmit, valid } from './use-account-submit';

/** PUT password with the current and the new password. */
export function PasswordChange() {
  const t = useT('customer', 'account');
  const shop = useShop();
  const password = useRef<HTMLInputElement>(null);
  const newPassword = useRef<HTMLInputElement>(null);
  const form = useAccountSubmit({
    name: 'changing the password',
    fields: { password, newPassword },
    read(data) {
      const current = String(data.get('password') ?? '');
      const next = String(data.get('newPassword') ?? '');
      const short = next.length < MIN_PASSWORD_LENGTH;
      if (!current || short) {
        return invalid({
          ...(current ? {} : { password: 'passwordEmpty' as const }),
          ...(short ? { newPassword: 'passwordTooShort' as const } : {}),
        });
      }
      return valid({ current, next });
    },
    async send({ current, next }, element) {
      await (await shop()).changePassword(current, next);
      element.reset();
    },
    failed: (problem) =>
      problem?.errors.password
        ? { password: 'wrongCurrentPassword' }
        : problem?.errors.newPassword
          ? { newPassword: 'passwordTooShort' }
          : { form: 'generic' },
  });

  return (
    <section className="account-section" aria-labelledby="change-password">
      <h2 id="change-password">{t('changePassword')}</h2>
      <form {...form.formProps}>
        <FormField
          ref={password}
          label={t('currentPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.password && t(form.errors.password)}
        />
        <NewPasswordField
          ref={newPassword}
          label={t('newPassword')}
          name="newPassword"
          error={form.errors.newPassword}
        />
        {form.done && (
          <p role="status" className="form-success">
            {t('passwordChanged')}
          </p>
        )}
        {form.errors.form && <FormAlert>{t(form.errors.form)}</FormAlert>}
        <button type="submit" className="primary" disabled={form.busy}>
          {t('changePassword')}
        </button>
      </form>
    </section>
  );
}
