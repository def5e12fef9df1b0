import { useRef, useState, type FormEvent } from 'react';
import type { DictionaryKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormField } from '../FormField';
import { NewPasswordField } from './NewPasswordField';
import { apiProblem, MIN_PASSWORD_LENGTH } from './api-error';
import { FormAlert } from '../FormAlert';

interface Errors {
  password?: DictionaryKey;
  newPassword?: DictionaryKey;
  form?: DictionaryKey;
}

/** PUT password with the current and the new password. */
export function PasswordChange() {
  const t = useT();
  const shop = useShop();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const newPasswordRef = useRef<HTMLInputElement>(null);

  const show = (found: Errors) => {
    setErrors(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.newPassword) newPasswordRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = String(form.get('password') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    setDone(false);
    const found: Errors = {};
    if (!password) found.password = 'passwordEmpty';
    if (newPassword.length < MIN_PASSWORD_LENGTH) found.newPassword = 'passwordTooShort';
    if (found.password || found.newPassword) return show(found);
    setErrors({});
    setBusy(true);
    try {
      await (await shop()).changePassword(password, newPassword);
      formElement.reset();
      setDone(true);
    } catch (error) {
      const problem = apiProblem(error);
      if (!problem) console.warn('changing the password failed', error);
      if (problem?.errors.password) show({ password: 'wrongCurrentPassword' });
      else if (problem?.errors.newPassword) show({ newPassword: 'passwordTooShort' });
      else show({ form: 'generic' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="change-password">
      <h2 id="change-password">{t('changePassword')}</h2>
      <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormField
          ref={passwordRef}
          label={t('currentPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password && t(errors.password)}
        />
        <NewPasswordField
          ref={newPasswordRef}
          label={t('newPassword')}
          name="newPassword"
          error={errors.newPassword}
        />
        {done && (
          <p role="status" className="form-success">
            {t('passwordChanged')}
          </p>
        )}
        {errors.form && <FormAlert>{t(errors.form)}</FormAlert>}
        <button type="submit" className="primary" disabled={busy}>
          {t('changePassword')}
        </button>
      </form>
    </section>
  );
}
