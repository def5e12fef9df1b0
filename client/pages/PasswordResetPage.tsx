import type { LayoutData } from '../../src/contract/layout-data';
import type { PageData } from '../../src/contract/page-data';
import { PasswordResetForm } from '../components/account/PasswordResetForm';
import { useCustomer } from '../components/account/use-customer';
import { useT } from '../i18n/i18n-context';

/** Where a mailed reset link leads: a new password, which also signs the customer in. */
export function PasswordResetPage({
  page,
  layout,
}: {
  page: Extract<PageData, { kind: 'password-reset' }>;
  layout: LayoutData;
}) {
  const t = useT('customer', 'account');
  const state = useCustomer();
  return (
    <section className="account-page account-narrow">
      <h1>{t('passwordResetTitle')}</h1>
      <PasswordResetForm
        i={page.i}
        id={page.id}
        ready={state.kind !== 'loading'}
        accountHref={layout.accountHref}
        forgotPasswordHref={`${layout.accountHref}/forgot-password`}
      />
    </section>
  );
}
