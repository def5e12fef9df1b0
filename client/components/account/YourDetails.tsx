import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormField } from '../FormField';
import { customerText, type Customer } from './use-customer';
import { FormAlert } from '../FormAlert';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed' };

/** The form's fields and the customer record's names for them. */
const FIELDS = [
  { name: 'firstName', label: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', autoComplete: 'family-name' },
  { name: 'phoneNumber', label: 'phoneNumber', autoComplete: 'tel', type: 'tel' },
  { name: 'address1', label: 'address', autoComplete: 'address-line1' },
  { name: 'zipCode', label: 'zipCode', autoComplete: 'postal-code' },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

/** The customer's own details, prefilled from what the Checkout API knows; Save updates them. */
export function YourDetails({ customer }: { customer: Customer }) {
  const t = useT();
  const shop = useShop();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const details = Object.fromEntries(
      FIELDS.map(({ name }) => [name, String(form.get(name) ?? '').trim()]),
    ) as Record<FieldName, string>;
    setStatus({ kind: 'saving' });
    try {
      await (await shop()).updateCustomer(details);
      setStatus({ kind: 'saved' });
    } catch (error) {
      console.warn('saving the details failed', error);
      setStatus({ kind: 'failed' });
    }
  };

  return (
    <section className="account-section" aria-labelledby="your-details">
      <h2 id="your-details">{t('yourDetails')}</h2>
      <form
        className="account-form"
        onSubmit={submit}
        onChange={() => status.kind !== 'saving' && setStatus({ kind: 'idle' })}
        noValidate
        aria-busy={status.kind === 'saving'}
      >
        <p className="muted">{t('signedInAs', { email: customer.email })}</p>
        <div className="account-field-grid">
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={t(field.label)}
              name={field.name}
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              defaultValue={customerText(customer, field.name)}
            />
          ))}
        </div>
        {status.kind === 'saved' && (
          <p role="status" className="form-success">
            {t('detailsSaved')}
          </p>
        )}
        {status.kind === 'failed' && <FormAlert>{t('generic')}</FormAlert>}
        <button type="submit" className="primary" disabled={status.kind === 'saving'}>
          {t('saveDetails')}
        </button>
      </form>
    </section>
  );
}
