import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { PasswordChange } from './PasswordChange';
import { YourDetails } from './YourDetails';
import { YourOrders } from './YourOrders';
import type { Customer } from './use-customer';
import { FormAlert } from '../FormAlert';

/** The signed-in customer's account: a greeting, the latest order, details, password, sign out. */
export function AccountOverview({ customer }: { customer: Customer }) {
  const t = useT('customer', 'account');
  const shop = useShop();
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    setFailed(false);
    try {
      // The answer has no customer: the page turns back into the sign-in form.
      await (await shop()).signOut();
    } catch (error) {
      console.warn('signing out failed', error);
      setFailed(true);
      setSigningOut(false);
    }
  };

  return (
    <div className="account-overview">
      <div className="account-heading">
        <h1>{t('accountGreeting', { name: customer.firstName || customer.email })}</h1>
        <button type="button" onClick={signOut} disabled={signingOut}>
          {t('signOut')}
        </button>
      </div>
      {failed && <FormAlert>{t('generic')}</FormAlert>}
      <div className="account-sections">
        <YourOrders customerEmail={customer.email} />
        <YourDetails key={customer.email} customer={customer} />
        <PasswordChange key={`password-${customer.email}`} />
      </div>
    </div>
  );
}
