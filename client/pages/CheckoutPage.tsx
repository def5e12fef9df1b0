import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import type { PaymentAction, SelectionResponse } from '../../src/contract/checkout-api/schemas';
import type { BrowserLayout } from '../../src/contract/initial-state';
import { legalHrefs } from '../../src/contract/layout-data';
import { LinkedText } from '../components/LinkedText';
import type { PageData } from '../../src/contract/page-data';
import { CartLines } from '../components/cart/CartLines';
import { CartTotals } from '../components/cart/CartTotals';
import { VoucherForm } from '../components/cart/VoucherForm';
import { CountryChoice } from '../components/checkout/CountryChoice';
import { deliveryCountryOf } from '../components/checkout/delivery-country';
import { MethodChoice } from '../components/checkout/MethodChoice';
import { FormField } from '../components/FormField';
import { useT } from '../i18n/i18n-context';
import { cartLineOf } from '../shop/cart-lines';
import {
  ADDRESS_FIELDS,
  needsCustomsNotice,
  type CheckoutValues,
  type FieldError,
} from '../shop/checkout-validation';
import { paymentRequest } from '../shop/payment-request';
import { createUpdateQueue } from '../shop/update-queue';
import { useCheckoutForm } from '../shop/use-checkout-form';
import { Consent } from '../components/checkout/Consent';
import { followPaymentAction } from '../shop/payment-action';
import { useShop, useShopSettings } from '../shop/shop-context';
import { PaymentWidget } from '../components/checkout/PaymentWidget';
import { answerWidget, widgetPaymentRequest } from '../shop/payment-widget/widget-payment';
import {
  respondToWidget,
  resumeWidgets,
  suspendWidgets,
  type CheckoutCallback,
  type PaymentCallback,
} from '../shop/payment-widget/widget-events';
import { cartAtom, checkoutSuspendedAtom } from '../state/cart-state';
import { paymentToContinue } from '../state/payment-to-continue';
import { FormAlert } from '../components/FormAlert';
import { inputBeforeHydration } from '../islands/input-before-hydration';
import { useWithoutSession } from '../shop/use-without-session';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The delivery details a payment is started with: other details need another payment. */
const detailsKey = (values: CheckoutValues, country: string) =>
  JSON.stringify([...ADDRESS_FIELDS.map((field) => values[field.name].trim()), country]);

/** The details a returning or signed-in shopper's selection already holds. */
function knownDetails(selection: SelectionResponse): Partial<CheckoutValues> {
  const address = (selection.selection.address ?? {}) as Record<string, unknown>;
  const customer = selection.loggedIn;
  return {
    email: text(address.email) || customer?.email || '',
    firstName: text(address.firstName) || customer?.firstName || '',
    lastName: text(address.lastName) || customer?.lastName || '',
    address1: text(address.address1),
    zipCode: text(address.zipCode),
    city: text(address.city),
    phoneNumber: text(address.phoneNumber),
  };
}

export function CheckoutPage({
  page,
  layout,
}: {
  page: Extract<PageData, { kind: 'checkout' }>;
  layout: BrowserLayout;
}) {
  const t = useT('customer', 'checkout');
  const shop = useShop();
  const { language } = useShopSettings();
  const cart = useAtomValue(cartAtom);
  const { selection } = cart;
  const suspended = useAtomValue(checkoutSuspendedAtom);
  const withoutSession = useWithoutSession();
  const form = useCheckoutForm((key) => t(key), selection ? knownDetails(selection) : {});
  // `updating`: a country or method change is on its way; `placing`: the order is being placed.
  const [updating, setUpdating] = useState(false);
  const [placing, setPlacing] = useState(false);
  // The country is the selection's (whatever re-priced it shows here); a pick shows at once.
  const [pickedCountry, setPickedCountry] = useState<string>();
  const store = useStore();
  const [orderError, setOrderError] = useState(page.failed);
  // The details of the payment started on this page; while the cart state keeps that payment
  // (spec: only some updates keep it), placing the order goes on with it instead.
  const [startedWith, setStartedWith] = useState<string>();
  const [updateError, setUpdateError] = useState(false);
  // A widget the place-order payment answered with (Klarna Checkout's way), by its method.
  const [placedWidget, setPlacedWidget] = useState<{ method: string; action: PaymentAction }>();
  // Whether that widget's snippet was shown: a new cart or country starts another payment.
  const widgetRestarts = useRef(false);
  const [queue] = useState(() =>
    createUpdateQueue({
      onBusy: setUpdating,
      onError: (error) => {
        console.warn('checkout update failed', error);
        setUpdateError(true);
      },
    }),
  );
  // Filled from the first render when the worker showed the selection, else once it is read.
  const prefilled = useRef(Boolean(selection));

  // The session is read again once the page runs (the shopper's first touch, when the worker
  // showed it): its start-up keeps the language, country and methods in step with this market.
  useEffect(() => {
    shop()
      .then((actions) => actions.start())
      .catch((error: unknown) => console.warn('checkout start-up failed', error));
  }, [shop]);

  // The page hydrates on the shopper's first touch, often a field: what they typed or ticked
  // before it ran is taken over once (the country is the selection's, not the form's).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current) return;
    const { country: _country, ...rendered } = form.current();
    const typed = inputBeforeHydration(formRef.current, rendered);
    for (const [name, value] of Object.entries(typed))
      form.set(name as keyof typeof rendered, value, selection?.location.country ?? '');
    // Once, on mount: later input arrives as React's own change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!selection || prefilled.current) return;
    prefilled.current = true;
    form.prefill(knownDetails(selection));
  }, [selection, form]);

  // Without a session nothing was ever added: an empty cart, with nothing to wait for.
  if (!selection && !withoutSession) {
    return (
      <section className="checkout">
        <h1>{t('checkoutTitle')}</h1>
        <p role="status">{t('cartLoading')}</p>
      </section>
    );
  }
  if (!selection || selection.selection.items.length === 0) {
    return (
      <section className="checkout">
        <h1>{t('checkoutTitle')}</h1>
        {orderError && <FormAlert>{t('orderError')}</FormAlert>}
        <p>{t('cartEmpty')}</p>
        <a href={layout.productsHref}>{t('continueShopping')}</a>
      </section>
    );
  }

  const items = selection.selection.items;
  const deliveryCountry = deliveryCountryOf(selection);
  const country = pickedCountry ?? deliveryCountry;
  const { values, errors } = form;
  const continuing =
    paymentToContinue(cart) !== null && startedWith === detailsKey(values, country);
  const restarts = startedWith !== undefined && !continuing;
  const fieldError = (error: FieldError | undefined) =>
    error ? t(error.key, error.params) : undefined;
  const set = <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) =>
    form.set(name, value, country);
  const update = (work: () => Promise<unknown>) => {
    setUpdateError(false);
    return queue.run(work);
  };

  const chooseCountry = (country: string) => {
    setPickedCountry(country);
    form.set('country', country, country);
    void update(async () => (await shop()).changeCountry(country)).then(() =>
      setPickedCountry(undefined),
    );
  };

  // The chosen method: a widget started as soon as it is chosen (Adyen Drop-In's way,
  // `supportsInitiateOnly`), or one the payment starts (Klarna Checkout's); and whether the
  // provider collects the address itself, when the page asks only for the confirmations.
  const chosen = selection.paymentMethods.find(
    (method) => method.paymentMethod === selection.selection.paymentMethod,
  );
  const initiatedWidget = chosen?.supportsInitiateOnly === true && deliveryCountry !== '';
  const widgetOwnsAddress = chosen?.providesCustomerAddressAfterPayment === true;
  const consentsOnly = ['terms', 'adult'] as const;
  // A widget the payment started, for the method it was started with.
  const startedWidget =
    placedWidget?.method === chosen?.paymentMethod ? placedWidget?.action : undefined;
  const widget = initiatedWidget || startedWidget !== undefined;

  const formRequest = () => {
    const request = paymentRequest({
      values: { ...form.current(), country },
      selection: store.get(cartAtom).selection ?? selection,
      origin: window.location.origin,
      receiptHref: layout.receiptHref,
      checkoutHref: layout.checkoutHref,
      language,
    });
    // The provider asks for the address: only where the order goes is the page's to say.
    if (!widgetOwnsAddress) return request;
    const where = { country: request.address?.country ?? deliveryCountry };
    return { ...request, address: where, shippingAddress: where };
  };
  const startPayment = async () => (await shop()).startPayment(formRequest());

  /** Shows what is missing and focuses its first field; true when nothing is. */
  const complete = (only?: readonly (keyof CheckoutValues)[]) => {
    const found = form.validate(country, only);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`checkout-${first}`)?.focus();
    return !first;
  };

  /** The widget has the shopper's payment: the page completes it, at most once at a time. */
  const payWithWidget = async (callback: PaymentCallback) => {
    const refuse = () => {
      if (callback.responseEventRequired) respondToWidget({ error: true });
    };
    if (!complete(callback.addressIncluded ? consentsOnly : undefined)) return refuse();
    setPlacing(true);
    setOrderError(false);
    try {
      await queue.settled();
      const payment = await (
        await shop()
      ).startPayment(widgetPaymentRequest(callback, formRequest()));
      const outcome = answerWidget(payment, callback, layout.receiptHref);
      if (outcome === 'left') return;
      if (outcome === 'failed') {
        setOrderError(true);
        refuse();
      }
      setPlacing(false);
    } catch (error) {
      if (!(error instanceof CheckoutApiError)) console.warn('widget payment failed', error);
      setOrderError(true);
      setPlacing(false);
      refuse();
      void shop().then((actions) => actions.refresh());
    }
  };

  /**
   * The widget's start: by `paymentInitiateOnly`, nothing confirmed or paid yet (the callback
   * sends the details); or, for a widget the payment started, that payment's snippet first and
   * another payment for the re-priced cart after that, confirmed again.
   */
  const initiateWidget = async () => {
    if (initiatedWidget) {
      return (await shop()).initiatePayment({
        ...formRequest(),
        address: { country: deliveryCountry },
        shippingAddress: { country: deliveryCountry },
        termsAndConditions: false,
        consents: [],
      });
    }
    const first = startedWidget && !widgetRestarts.current;
    widgetRestarts.current = true;
    if (first) return startedWidget;
    if (!complete(consentsOnly)) throw new Error('the confirmations are needed again');
    return startPayment();
  };

  /** A widget that owns the address changed it: saved (a new country re-prices the cart). */
  const saveWidgetAddress = async (callback: CheckoutCallback) => {
    suspendWidgets();
    try {
      await update(async () =>
        (await shop()).setPaymentFields({
          ...(callback.address ? { address: callback.address } : {}),
          ...(callback.shippingAddress ? { shippingAddress: callback.shippingAddress } : {}),
        }),
      );
    } finally {
      resumeWidgets(callback.additionalFields?.suspendIgnore);
    }
  };

  const placeOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // With a widget, the widget's own button pays; the form only shows what is missing.
    if (widget) {
      complete(widgetOwnsAddress ? consentsOnly : undefined);
      return;
    }
    if (!complete(widgetOwnsAddress ? consentsOnly : undefined)) return;
    setPlacing(true);
    setOrderError(false);
    try {
      // A method or country chosen a moment ago is saved first: the order uses the latest choice.
      await queue.settled();
      const details = detailsKey(form.current(), country);
      const started = paymentToContinue(store.get(cartAtom));
      // The payment already started for this cart and these details is gone on with: starting
      // another would replace it (and its reserved stock) for nothing.
      const payment = started && startedWith === details ? started : await startPayment();
      const followed = followPaymentAction(payment, layout.receiptHref);
      if (followed === 'widget' && chosen) {
        // The provider's widget takes it from here, in the page.
        widgetRestarts.current = false;
        setPlacedWidget({ method: chosen.paymentMethod, action: payment });
        setPlacing(false);
        return;
      }
      if (followed === 'failed') {
        setOrderError(true);
        setStartedWith(undefined);
        setPlacing(false);
        return;
      }
      // The order is complete: the browser is leaving for the receipt, stay busy.
      if (payment.action === 'success') return;
      // The browser is on its way to the provider; should it not get there (or the shopper
      // come back), the same payment is offered to go on with.
      setStartedWith(details);
      setPlacing(false);
    } catch (error) {
      if (!(error instanceof CheckoutApiError)) console.warn('payment failed', error);
      setOrderError(true);
      setStartedWith(undefined);
      setPlacing(false);
      // A stock retry may have changed the cart: show what the API holds now.
      void shop().then((actions) => actions.refresh());
    }
  };

  const { totals, currency } = selection.selection;
  // Only where the shop delivers does an empty list mean the payments are down.
  const noPayment = deliveryCountry !== '' && selection.paymentMethods.length === 0;
  const countries = selection.countries.map((country) => country.country).filter(Boolean);
  return (
    <section className="checkout">
      <h1>{t('checkoutTitle')}</h1>
      {orderError && <FormAlert>{t('orderError')}</FormAlert>}
      {updateError && <FormAlert>{t('generic')}</FormAlert>}
      <div className="checkout-grid">
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={(event) => void placeOrder(event)}
          className="checkout-form"
          aria-busy={updating || placing}
        >
          {/* A widget that asks for the address itself takes the place of these fields. */}
          <fieldset hidden={widgetOwnsAddress}>
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
            <CountryChoice
              label={t('country')}
              placeholder={t('chooseDeliveryCountry')}
              language={language}
              countries={countries}
              chosen={country}
              error={fieldError(errors.country)}
              disabled={placing || suspended}
              onChoose={chooseCountry}
            />
          </fieldset>
          {suspended && <p role="status">{t('checkoutSuspended')}</p>}
          {deliveryCountry === '' ? (
            <p className="notice" role="status">
              {t('deliveryCountryFirst')}
            </p>
          ) : (
            <>
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
                onChoose={(id) => void update(async () => (await shop()).setShippingMethod(id))}
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
                  onChoose={(id) => void update(async () => (await shop()).setPaymentMethod(id))}
                />
              )}
            </>
          )}
          <Consent
            id="checkout-terms"
            name="terms"
            checked={values.terms}
            label={<LinkedText text={t('acceptTerms')} links={legalHrefs(layout)} />}
            error={fieldError(errors.terms)}
            onChange={(checked) => set('terms', checked)}
          />
          <Consent
            id="checkout-adult"
            name="adult"
            checked={values.adult}
            label={t('confirmAdult')}
            error={fieldError(errors.adult)}
            onChange={(checked) => set('adult', checked)}
          />
          {needsCustomsNotice(currency, totals.grandTotalPriceAsNumber) && (
            <p className="notice">{t('customsNotice')}</p>
          )}
          {widget ? (
            <>
              <p className="notice">
                {t(widgetOwnsAddress ? 'payInFormWithAddress' : 'payInForm')}
              </p>
              <PaymentWidget
                key={initiatedWidget ? 'initiated' : 'started'}
                initiationKey={JSON.stringify([
                  selection.selection.paymentMethod,
                  deliveryCountry,
                  currency,
                  totals.grandTotalPriceAsNumber,
                  items.map((line) => [line.item, line.quantity]),
                ])}
                initiate={initiateWidget}
                onPayment={payWithWidget}
                onAddressChange={saveWidgetAddress}
                loadingText={t('paymentFormLoading')}
                failedText={t('orderError')}
              />
            </>
          ) : (
            <>
              {continuing && (
                <p className="notice" role="status">
                  {t('paymentStarted')}
                </p>
              )}
              {restarts && (
                <p className="notice" role="status">
                  {t('paymentRestarts')}
                </p>
              )}
              <button
                type="submit"
                className="primary"
                disabled={placing || suspended || noPayment}
              >
                {placing
                  ? t('placingOrder')
                  : continuing
                    ? t('continueToPayment')
                    : t('placeOrder')}
              </button>
            </>
          )}
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
