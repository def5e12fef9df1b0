import { z } from 'zod';

/** @internal Centra's DOM events between a payment widget and the checkout page (and tests). */
export const WIDGET_EVENTS = {
  /** The widget has the shopper's payment: the page completes it with `POST payment`. */
  paymentCallback: 'centra_checkout_payment_callback',
  /** The page's answer to a callback that asked for one. */
  paymentResponse: 'centra_checkout_payment_response',
  /** A widget that owns the address changed it: the page saves it with `PUT payment-fields`. */
  checkoutCallback: 'centra_checkout_callback',
} as const;

const text = z.string().max(200);

/** An address as a widget sends it: Centra's keys, nothing else taken. */
const widgetAddressSchema = z
  .object({
    email: text,
    firstName: text,
    lastName: text,
    company: text,
    address1: text,
    address2: text,
    zipCode: text,
    city: text,
    state: text,
    country: z.string().max(8),
    phoneNumber: text,
  })
  .partial();

export type WidgetAddress = z.output<typeof widgetAddressSchema>;

/** @internal `centra_checkout_payment_callback`'s detail (Centra's Adyen Drop-In documentation). */
export const paymentCallbackSchema = z.looseObject({
  paymentMethod: z.string().max(64).optional(),
  paymentMethodSpecificFields: z.record(z.string(), z.unknown()),
  /** True: the widget collected the addresses and sends them; false: the page adds its own. */
  addressIncluded: z.boolean().optional(),
  /** True: the widget waits for `centra_checkout_payment_response` with the outcome. */
  responseEventRequired: z.boolean().optional(),
  billingAddress: widgetAddressSchema.optional(),
  shippingAddress: widgetAddressSchema.optional(),
});

export type PaymentCallback = z.output<typeof paymentCallbackSchema>;

/** `centra_checkout_callback`'s detail: what `PUT payment-fields` takes, as the widget sent it. */
const checkoutCallbackSchema = z.looseObject({
  address: widgetAddressSchema.optional(),
  shippingAddress: widgetAddressSchema.optional(),
  additionalFields: z.looseObject({ suspendIgnore: z.unknown().optional() }).optional(),
});

export type CheckoutCallback = z.output<typeof checkoutCallbackSchema>;

/** Hands the widget the outcome of its callback. */
export function respondToWidget(detail: unknown, doc: Document = document) {
  doc.dispatchEvent(new CustomEvent(WIDGET_EVENTS.paymentResponse, { detail }));
}

/** Centra's checkout script, where a widget that owns the address provides it. */
interface CentraCheckoutScript {
  suspend?: () => void;
  resume?: (ignore?: unknown) => void;
}

const centraCheckout = (doc: Document) =>
  (doc.defaultView as (Window & { CentraCheckout?: CentraCheckoutScript }) | null)?.CentraCheckout;

/** Holds the widgets still while the shop saves a change (Centra's `CentraCheckout.suspend`). */
export const suspendWidgets = (doc: Document = document) => centraCheckout(doc)?.suspend?.();

/** Lets them go on, ignoring what the widget said it need not reload. */
export const resumeWidgets = (ignore?: unknown, doc: Document = document) =>
  centraCheckout(doc)?.resume?.(ignore);

interface WidgetHandlers {
  onPayment: (callback: PaymentCallback) => Promise<void>;
  onAddressChange: (callback: CheckoutCallback) => Promise<void>;
}

/**
 * Listens to the widgets' events on the page: each callback is read as Centra documents it (one
 * the page cannot read is answered with an error, when the widget waits for an answer), and
 * one payment is on its way at a time: a callback meanwhile waits for that one's answer.
 * Returns the way to stop listening.
 */
export function listenToWidgets(handlers: WidgetHandlers, doc: Document = document) {
  let paying = false;
  const onPayment = (event: Event) => {
    const detail = (event as CustomEvent).detail as unknown;
    const parsed = paymentCallbackSchema.safeParse(detail);
    if (!parsed.success) {
      console.warn('a payment widget sent a callback the page cannot read', parsed.error);
      const wantsAnswer = (detail as { responseEventRequired?: unknown } | null)
        ?.responseEventRequired;
      if (wantsAnswer === true) respondToWidget({ error: true }, doc);
      return;
    }
    if (paying) return;
    paying = true;
    void handlers.onPayment(parsed.data).finally(() => {
      paying = false;
    });
  };
  const onAddress = (event: Event) => {
    const parsed = checkoutCallbackSchema.safeParse((event as CustomEvent).detail);
    if (!parsed.success) {
      console.warn('a payment widget sent an address the page cannot read', parsed.error);
      return;
    }
    void handlers.onAddressChange(parsed.data);
  };
  doc.addEventListener(WIDGET_EVENTS.paymentCallback, onPayment);
  doc.addEventListener(WIDGET_EVENTS.checkoutCallback, onAddress);
  return () => {
    doc.removeEventListener(WIDGET_EVENTS.paymentCallback, onPayment);
    doc.removeEventListener(WIDGET_EVENTS.checkoutCallback, onAddress);
  };
}
