import { useT } from '../i18n/i18n-context';
import { Island } from '../islands/Island';

/**
 * Where a mailed reset link leads: a new password, which also signs the customer in. The form
 * runs from the shopper's first touch; the link's secrets left the address bar in the entry.
 */
export function PasswordResetPage() {
  const t = useT('customer', 'account');
  return (
    <section className="account-page account-narrow">
      <h1>{t('passwordResetTitle')}</h1>
      <Island name="password-reset-form" props={{}} hydrate="interaction" />
    </section>
  );
}
