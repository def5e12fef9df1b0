import { useAtom } from 'jotai';
import { useState } from 'react';
import type { BrowserLayout } from '../../src/contract/initial-state';
import { useT } from '../i18n/i18n-context';
import { useShop } from '../shop/shop-context';
import { storedCustomer, type SignedInCustomer } from '../state/shopper-storage';
import { accountDialogOpenAtom } from '../state/ui-flags';
import { ModalDialog } from './ModalDialog';

/**
 * The header's account dialog: signed in, who it is with a way to the account and out of it;
 * otherwise the ways to sign in or create an account.
 */
export function AccountDialog({ layout }: { layout: BrowserLayout }) {
  const t = useT();
  const shop = useShop();
  const [open, setOpen] = useAtom(accountDialogOpenAtom);
  const [customer, setCustomer] = useState<SignedInCustomer | null>(null);
  const [readFor, setReadFor] = useState(false);
  // Who is signed in lives in this browser's storage: read when the dialog opens.
  if (open !== readFor) {
    setReadFor(open);
    if (open) setCustomer(storedCustomer(window.localStorage));
  }
  const signOut = async () => {
    await (await shop()).signOut();
    setOpen(false);
  };
  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      titleId="account-dialog-title"
      className="account-dialog"
    >
      <h2 id="account-dialog-title">{t('account')}</h2>
      {customer ? (
        <>
          <p>{t('signedInAs', { email: customer.email })}</p>
          <p>
            <a href={layout.accountHref}>{t('goToAccount')}</a>
          </p>
          <button type="button" onClick={() => void signOut()}>
            {t('signOut')}
          </button>
        </>
      ) : (
        <ul className="account-choices">
          <li>
            <a href={`${layout.accountHref}/sign-in`}>{t('signInTitle')}</a>
          </li>
          <li>
            <a href={`${layout.accountHref}/register`}>{t('createAccount')}</a>
          </li>
        </ul>
      )}
      <button type="button" onClick={() => setOpen(false)}>
        {t('close')}
      </button>
    </ModalDialog>
  );
}
