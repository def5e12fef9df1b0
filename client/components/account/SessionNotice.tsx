import { useT } from '../../i18n/i18n-context';
import type { CustomerState } from './use-customer';
import { FormAlert } from '../FormAlert';

/** While the session loads, if it failed, or when someone is already signed in. */
export function SessionNotice({
  state,
  accountHref,
}: {
  state: CustomerState;
  accountHref: string;
}) {
  const t = useT('customer', 'account');
  // Announced, not shown: the form below is already in place (disabled) while loading.
  if (state.kind === 'loading')
    return (
      <p role="status" className="visually-hidden">
        {t('accountLoading')}
      </p>
    );
  if (state.kind === 'failed') return <FormAlert>{t('generic')}</FormAlert>;
  if (state.kind === 'signed-in')
    return (
      <p role="status">
        {t('alreadySignedIn', { email: state.customer.email })}{' '}
        <a href={accountHref}>{t('goToAccount')}</a>
      </p>
    );
  return null;
}
