import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { FormField } from '../FormField';
import { textOf, useAccountSubmit, valid } from './use-account-submit';
import { customerText, type Customer } from './use-customer';

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
  const t = useT('customer', 'account');
  const shop = useShop();
  const form = useAccountSubmit({
    name: 'saving the details',
    fields: {},
    read: (data) =>
      valid(
        Object.fromEntries(FIELDS.map(({ name }) => [name, textOf(data, name)])) as Record<
          FieldName,
          string
        >,
      ),
    send: async (details) => void (await (await shop()).updateCustomer(details)),
    failed: () => ({ form: 'generic' }),
  });

  return (
    <section className="account-section" aria-labelledby="your-details">
      <h2 id="your-details">{t('yourDetails')}</h2>
      <form
        className="account-form"
        onSubmit={form.onSubmit}
        onChange={form.edited}
        noValidate
        aria-busy={form.busy}
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
        {form.done && (
          <p role="status" className="form-success">
            {t('detailsSaved')}
          </p>
        )}
        {form.errors.form && <FormAlert>{t(form.errors.form)}</FormAlert>}
        <button type="submit" className="primary" disabled={form.busy}>
          {t('saveDetails')}
        </button>
      </form>
    </section>
  );
}
