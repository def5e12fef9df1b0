import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import type { LayoutData } from '../../src/contract/layout-data';
import type { PageData } from '../../src/contract/page-data';
import { CartLines } from '../components/cart/CartLines';
import { CartTotals } from '../components/cart/CartTotals';
import { VoucherForm } from '../components/cart/VoucherForm';
import { MethodChoice } from '../components/checkout/MethodChoice';
import { FormField } from '../components/FormField';
import { useT } from '../i18n/i18n-context';
import { cartLineOf } from '../shop/cart-lines';
import {
  ADDRESS_FIELDS,
  needsCustomsNotice,
  validateCheckout,
  type CheckoutValues,
  type FieldError,
} from '../shop/checkout-validation';
import { followPaymentAction } from '../shop/payment-action';
import { useShop, useShopSettings } from '../shop/shop-context';
import { cartAtom, checkoutSuspendedAtom } from '../state/cart-state';
import { FormAlert } from '../components/FormAlert';

const EMPTY: CheckoutValues = {
  email: '',
  firstName: '',
  lastName: '',
  address1: '',
  zipCode: '',
  city: '',
  phoneNumber: '',
  country: '',
  terms: false,
  adult: false,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function CheckoutPage({
  page,
  layout,
}: {
  page: Extract<PageData, { kind: 'checkout' }>;
  layout: LayoutData;
}) {
  const t = useT();
  const shop = useShop();
  const { language } = useShopSettings();
  const { selection } = useAtomValue(cartAtom);
  const suspended = useAtomValue(checkoutSuspendedAtom);
  const [values, setValues] = useState<CheckoutValues>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateCheckout>>({});
  // `updating`: a country or method change is on its way; `placing`: the order is being placed.
  const [updating, setUpdating] = useState(false);
  const [placing, setPlacing] = useState(false);
  // The country is the selection's (whatever re-priced it shows here); a pick shows at once.
  const [pickedCountry, setPickedCountry] = useState<string>();
  const pendingUpdate = useRef<Promise<unknown>>(Promise.resolve());
  const updateCount = useRef(0);
  const store = useStore();
  const [orderError, setOrderError] = useState(page.failed);
  const [updateError, setUpdateError] = useState(false);
  const prefilled = useRef(false);

  // Fill the form once from what the selection already knows (a returning or signed-in shopper).
  useEffect(() => {
    if (!selection || prefilled.current) return;
    prefilled.current = true;
    const address = (selection.selection.address ?? {}) as Record<string, unknown>;
    const customer = selection.loggedIn;
    setValues((current) => ({
      ...current,
      email: text(address.email) || customer?.email || '',
      firstName: text(address.firstName) || customer?.firstName || '',
      lastName: text(address.lastName) || customer?.lastName || '',
      address1: text(address.address1),
      zipCode: text(address.zipCode),
      city: text(address.city),
      phoneNumber: text(address.phoneNumber),
    }));
  }, [selection]);

  if (!selection) {
    return (
      <section className="checkout">
        <h1>{t('checkoutTitle')}</h1>
        <p role="status">{t('cartLoading')}</p>
      </section>
    );
  }

  const items = selection.selection.items;
  const country = pickedCountry ?? selection.location.country ?? '';
  const fieldError = (error: FieldError | undefined) =>
    error ? t(error.key, error.params) : undefined;
  const set = <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once errors show, each one goes away as soon as its field is right.
    setErrors((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      const now = validateCheckout({ ...next, country }, (key) => t(key));
      return Object.fromEntries(
        Object.entries(now).filter(([field]) => field in shown),
      ) as typeof shown;
    });
  };
  const call = (work: () => Promise<unknown>) => {
    setUpdating(true);
    setUpdateError(false);
    // Changes go out one after another, so answers cannot arrive out of order.
    const previous = pendingUpdate.current;
    const ticket = ++updateCount.current;
    const update = (async () => {
      try {
        await previous;
        await work();
      } catch (error) {
        console.warn('checkout update failed', error);
        setUpdateError(true);
      } finally {
        if (updateCount.current === ticket) setUpdating(false);
      }
    })();
    pendingUpdate.current = update;
    return update;
  };

  const chooseCountry = (country: string) => {
    setPickedCountry(country);
    void call(async () => (await shop()).changeCountry(country)).then(() =>
      setPickedCountry(undefined),
    );
  };

  const placeOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCheckout({ ...values, country }, (key) => t(key));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    setPlacing(true);
    setOrderError(false);
    try {
      // A method or country chosen a moment ago is saved first: the order uses the latest choice.
      await pendingUpdate.current;
      const latest = store.get(cartAtom).selection ?? selection;
      const actions = await shop();
      const origin = window.location.origin;
      const address = {
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        address1: values.address1.trim(),
        zipCode: values.zipCode.trim(),
        city: values.city.trim(),
        phoneNumber: values.phoneNumber.trim(),
        // The order ships to the country the selection is priced for.
        country: latest.location.country ?? country,
      };
      const payment = await actions.startPayment({
        ...(latest.selection.paymentMethod
          ? { paymentMethod: latest.selection.paymentMethod }
          : {}),
        paymentReturnPage: origin + layout.receiptHref,
        paymentFailedPage: origin + layout.checkoutHref,
        address,
        shippingAddress: address,
        termsAndConditions: true,
        // Passed through to the provider: who pays, where, and in which language.
        email: address.email,
        country: address.country,
        locale: language,
        passThrough: latest.token,
      });
      if (followPaymentAction(payment, layout.receiptHref) === 'failed') {
        setOrderError(true);
        setPlacing(false);
      }
      // Otherwise the browser is leaving for the provider or the receipt: stay busy.
    } catch (error) {
      if (!(error instanceof CheckoutApiError)) console.warn('payment failed', error);
      setOrderError(true);
      setPlacing(false);
      // A stock retry may have changed the cart: show what the API holds now.
      void shop().then((actions) => actions.refresh());
    }
  };

  if (items.length === 0) {
    return (
      <section className="checkout">
        <h1>{t('checkoutTitle')}</h1>
        {orderError && <FormAlert>{t('orderError')}</FormAlert>}
        <p>{t('cartEmpty')}</p>
        <a href={layout.productsHref}>{t('continueShopping')}</a>
      </section>
    );
  }

  const { totals, currency } = selection.selection;
  const noPayment = selection.paymentMethods.length === 0;
  const countries = selection.countries.filter((country) => country.country);
  return (
    <section className="checkout">
      <h1>{t('checkoutTitle')}</h1>
      {orderError && <FormAlert>{t('orderError')}</FormAlert>}
      {updateError && <FormAlert>{t('generic')}</FormAlert>}
      <div className="checkout-grid">
        <form
          noValidate
          onSubmit={(event) => void placeOrder(event)}
          className="checkout-form"
          aria-busy={updating || placing}
        >
          <fieldset>
            <legend>{t('deliveryDetails')}</legend>
            {ADDRESS_FIELDS.map((field) => (
              <FormField
                key={field.name}
                id={`checkout-${field.name}`}
                name={field.name}
                label={t(field.label)}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                error={fieldError(errors[field.name])}
                onChange={(event) => set(field.name, event.target.value)}
              />
            ))}
            <div className="field">
              <label htmlFor="checkout-country">{t('country')}</label>
              <select
                id="checkout-country"
                value={country}
                disabled={placing || suspended}
                onChange={(event) => chooseCountry(event.target.value)}
              >
                {countries.map((country) => (
                  <option key={country.country} value={country.country}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          {suspended && <p role="status">{t('checkoutSuspended')}</p>}
          <MethodChoice
            legend={t('shippingMethod')}
            name="shipping-method"
            methods={selection.shippingMethods.map((method) => ({
              id: method.shippingMethod,
              label: method.name,
              detail: typeof method.price === 'string' ? method.price : undefined,
            }))}
            chosen={selection.selection.shippingMethod}
            disabled={placing || suspended}
            onChoose={(id) => void call(async () => (await shop()).setShippingMethod(id))}
          />
          {noPayment ? (
            <p className="notice" role="status">
              {t('noPaymentMethod')}
            </p>
          ) : (
            <MethodChoice
              legend={t('paymentMethod')}
              name="payment-method"
              methods={selection.paymentMethods.map((method) => ({
                id: method.paymentMethod,
                label: method.name,
              }))}
              chosen={selection.selection.paymentMethod}
              disabled={placing || suspended}
              onChoose={(id) => void call(async () => (await shop()).setPaymentMethod(id))}
            />
          )}
          <Consent
            id="checkout-terms"
            checked={values.terms}
            label={t('acceptTerms')}
            error={fieldError(errors.terms)}
            onChange={(checked) => set('terms', checked)}
          />
          <Consent
            id="checkout-adult"
            checked={values.adult}
            label={t('confirmAdult')}
            error={fieldError(errors.adult)}
            onChange={(checked) => set('adult', checked)}
          />
          {needsCustomsNotice(currency, totals.grandTotalPriceAsNumber) && (
            <p className="notice">{t('customsNotice')}</p>
          )}
          <button type="submit" className="primary" disabled={placing || suspended || noPayment}>
            {placing ? t('placingOrder') : t('placeOrder')}
          </button>
        </form>
        <aside className="checkout-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t('orderSummary')}</h2>
          <CartLines lines={items.map(cartLineOf)} />
          <VoucherForm />
          <CartTotals totals={selection.selection.totals} />
        </aside>
      </div>
    </section>
  );
}

function Consent({
  id,
  checked,
  label,
  error,
  onChange,
}: {
  id: string;
  checked: boolean;
  label: string;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
