import { z } from 'zod';

/** Centra's DOM events between a payment widget and the checkout page. */
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
export const widgetAddressSchema = z
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

/** `centra_checkout_payment_callback`'s detail (Centra's Adyen Drop-In documentation). */
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
export const checkoutCallbackSchema = z.looseObject({
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
