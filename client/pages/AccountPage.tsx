import type { BrowserLayout } from '../../src/contract/initial-state';
import type { PageData } from '../../src/contract/page-data';
import { AccountOverview } from '../components/account/AccountOverview';
import { ForgotPasswordForm } from '../components/account/ForgotPasswordForm';
import { RegisterForm } from '../components/account/RegisterForm';
import { SignInForm } from '../components/account/SignInForm';
import { SessionNotice } from '../components/account/SessionNotice';
import { useCustomer } from '../components/account/use-customer';
import { useT } from '../i18n/i18n-context';

/**
 * The account area. The server renders the frame only: who is signed in, their orders and
 * details load in the browser with the shopper's token.
 */
export function AccountPage({
  page,
  layout,
}: {
  page: Extract<PageData, { kind: 'account' }>;
  layout: BrowserLayout;
}) {
  const t = useT('customer', 'account');
  const state = useCustomer();
  const ready = state.kind !== 'loading';
  const hrefs = {
    registerHref: `${layout.accountHref}/register`,
    signInHref: `${layout.accountHref}/sign-in`,
    forgotPasswordHref: `${layout.accountHref}/forgot-password`,
  };
  const toAccount = () => window.location.assign(layout.accountHref);

  if (page.view === 'overview') {
    if (state.kind === 'signed-in') {
      return (
        <section className="account-page">
          <AccountOverview customer={state.customer} />
        </section>
      );
    }
    return (
      <section className="account-page account-narrow">
        <h1>{t('accountTitle')}</h1>
        <SessionNotice state={state} accountHref={layout.accountHref} />
        {/* Shown (disabled) while the session loads, so nothing moves when it answers. */}
        <h2>{t('signInTitle')}</h2>
        <SignInForm
          ready={ready}
          registerHref={hrefs.registerHref}
          forgotPasswordHref={hrefs.forgotPasswordHref}
        />
      </section>
    );
  }

  const title = {
    'sign-in': t('signInTitle'),
    register: t('createAccount'),
    'forgot-password': t('forgotPasswordTitle'),
  }[page.view];
  return (
    <section className="account-page account-narrow">
      <h1>{title}</h1>
      {page.view !== 'forgot-password' && (
        <SessionNotice state={state} accountHref={layout.accountHref} />
      )}
      {page.view === 'sign-in' && (
        <SignInForm
          ready={ready}
          registerHref={hrefs.registerHref}
          forgotPasswordHref={hrefs.forgotPasswordHref}
          onSignedIn={toAccount}
        />
      )}
      {page.view === 'register' && (
        <RegisterForm ready={ready} signInHref={hrefs.signInHref} onRegistered={toAccount} />
      )}
      {page.view === 'forgot-password' && (
        <ForgotPasswordForm
          ready={ready}
          passwordResetHref={layout.passwordResetHref}
          signInHref={hrefs.signInHref}
        />
      )}
    </section>
  );
}
