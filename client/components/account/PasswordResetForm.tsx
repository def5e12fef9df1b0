import { useRef, useState, type FormEvent } from 'react';
import type { DictionaryKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormField } from '../FormField';
import { NewPasswordField } from './NewPasswordField';
import { MIN_PASSWORD_LENGTH } from './api-error';
import { FormAlert } from '../FormAlert';

interface Errors {
  newPassword?: DictionaryKey;
  confirm?: DictionaryKey;
  failed?: boolean;
}

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
  const t = useT();
  const shop = useShop();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

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
  if (done) {
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword') ?? '');
    const confirm = String(form.get('confirmPassword') ?? '');
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      setErrors({ newPassword: 'passwordTooShort' });
      return newPasswordRef.current?.focus();
    }
    if (confirm !== newPassword) {
      setErrors({ confirm: 'passwordsDontMatch' });
      return confirmRef.current?.focus();
    }
    setErrors({});
    setBusy(true);
    try {
      await (await shop()).resetPassword({ i, id, newPassword });
      setDone(true);
    } catch (error) {
      console.warn('resetting the password failed', error);
      setErrors({ failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <NewPasswordField
        ref={newPasswordRef}
        label={t('newPassword')}
        name="newPassword"
        error={errors.newPassword}
      />
      <FormField
        ref={confirmRef}
        label={t('confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm && t(errors.confirm)}
      />
      {errors.failed && (
        <div role="alert" className="form-error">
          <p>{t('resetPasswordError')}</p>
          <p>
            <a href={forgotPasswordHref}>{t('requestNewLink')}</a>
          </p>
        </div>
      )}
      <button type="submit" className="primary" disabled={busy || !ready}>
        {t('savePassword')}
      </button>
    </form>
  );
}
