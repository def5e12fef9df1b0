import { z } from 'zod';
import { validateEmail } from '../../../domain/validation';
import type { ApiState } from '../api-env';
import { countryByCode } from '../fixtures/countries';
import { currencyFormatOf } from '../fixtures/currency-formats';
import { REQUIRED_ADDRESS_KEYS } from '../fixtures/payment-fields';
import {
  isWidgetMethod,
  PAYMENT_METHODS,
  paymentMethodsFor,
  startsByInitiation,
  type PaymentMethodDefinition,
} from '../fixtures/payment-methods';
import { pricelistById } from '../../../../seed/catalogue/pricelists';
import { AGE_CONSENT_KEY, givenAgeConsent } from '../../../domain/consents';
import { ApiFailure } from '../http/api-failure';
import { escapeHtml, withQuery } from '../http/markup';
import { newToken } from '../http/token';
import { findOrderByPayment, orderJson } from '../store/order-store';
import { releaseStatements, type Reservation } from '../store/payment-store';
import { loadSelection, updateSelectionStatement } from '../store/selection-store';
import { addressSchema, mergeAddress } from './address';
import { completeOrderStatements } from './complete-order';
import { orderDraft } from './order-draft';
import { localeJson, priceSelection, selectionEnvelope } from './selection-envelope';
import { requireSavedSession } from './session-selection';
import { shrinkToStock, stockDemand, type DemandLine } from './stock-demand';
import { widgetOutcome, type WidgetOutcome } from '../widgets/widget-fields';
import { widgetInitiation } from '../widgets/widget-snippet';

const pageUrl = z.url({ protocol: /^https?$/ }).max(2000);
const truthy = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** A shopper's consent; only given ones count. */
const consentSchema = z.looseObject({
  key: z.string().trim().min(1).max(64),
  consented: truthy,
  text: z.string().max(2000).optional(),
});

/** POST payment. Extra keys the storefront passes through are ignored. */
export const paymentBodySchema = z.object({
  paymentMethod: z.string().trim().min(1).max(64).optional(),
  paymentReturnPage: pageUrl,
  paymentFailedPage: pageUrl,
  termsAndConditions: truthy.optional(),
  address: addressSchema.optional(),
  shippingAddress: addressSchema.optional(),
  paymentMethodSpecificFields: z.record(z.string(), z.unknown()).optional(),
  /** Centra's inline flow: only start the widget; the widget's callback pays. */
  paymentInitiateOnly: truthy.optional(),
  consents: z.array(consentSchema).max(20).optional(),
  internalComment: z.string().max(2000).optional(),
});

export type OrderDraft = ReturnType<typeof orderDraft>;

const emptySelection = () => new ApiFailure(406, { items: 'the selection is empty' });

/**
 * Every order needs the buyer's own confirmation of being 18 or older, in every market; the
 * order keeps it with the time it was given. A tenant that checks nothing takes an order
 * without it.
 */
function ageConsent(consents: z.output<typeof consentSchema>[] | undefined, checked: boolean) {
  const given = givenAgeConsent(consents);
  if (!given) {
    if (!checked) return null;
    throw new ApiFailure(
      400,
      {
        consents: `the buyer's confirmation of being 18 or older (consent "${AGE_CONSENT_KEY}") is required`,
      },
      {
        message: `Missing consent "${AGE_CONSENT_KEY}": the buyer must confirm being 18 or older.`,
      },
    );
  }
  return {
    key: given.key,
    consented: true,
    ...(given.text ? { text: given.text } : {}),
    time: new Date().toISOString(),
  };
}

/**
 * Where the order goes: the delivery address's country, else the billing address's. It must
 * be a known country the shop ships to (a tenant that checks nothing sends anywhere it
 * knows); where online sale is banned, nothing is sent.
 */
function deliveryCountry(
  address: Record<string, unknown>,
  shippingAddress: Record<string, unknown>,
  checked: boolean,
) {
  const field = shippingAddress.country ? 'shippingAddress.country' : 'address.country';
  const code = String(shippingAddress.country || address.country || '');
  const country = countryByCode(code);
  if (!country) throw new ApiFailure(406, { [field]: `unknown country "${code.slice(0, 8)}"` });
  if (!country.shipTo && checked)
    throw new ApiFailure(406, { [field]: `not shipped to (${country.name})` });
  return country;
}

function validateCheckout(
  address: Record<string, unknown>,
  terms: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!terms) errors.termsAndConditions = 'must be true';
  for (const key of REQUIRED_ADDRESS_KEYS) {
    if (typeof address[key] !== 'string' || !address[key]) errors[`address.${key}`] = 'required';
  }
  if (typeof address.email === 'string' && address.email && !validateEmail(address.email).ok) {
    errors['address.email'] = 'not valid';
  }
  return errors;
}

function paymentFields(paymentId: string, signature: string, amount: number, currency: string) {
  const digits = Number(currencyFormatOf(currency).decimalDigits);
  return {
    ba_order_num: paymentId,
    trans: paymentId,
    amount: amount.toFixed(digits),
    currency,
    signature,
  };
}

/** Centra's dummy method: a self-submitting form that posts its fields to the return page. */
function formAction(returnPage: string, fields: Record<string, string>) {
  const formUrl = withQuery(returnPage, { centraPaymentMethod: 'dummy' });
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return {
    action: 'form',
    formType: 'dummy',
    formUrl,
    formFields: fields,
    formHtml:
      `<form id="centra-dummy-payment" method="POST" action="${escapeHtml(formUrl)}">${inputs}` +
      `<button type="submit">Continue to payment</button></form>` +
      `<script>document.getElementById('centra-dummy-payment').submit();</script>`,
  };
}

/**
 * An authorised card: Centra's `javascript` action, whose code hands the widget its next step
 * (`centra_checkout_payment_response`); `formFields` carries the same step for a page that
 * sends the event itself rather than run the code. The widget posts the provider's fields to
 * the return page, as Adyen's does.
 */
function cardAuthorised(returnPage: string, fields: Record<string, string>) {
  const detail = {
    action: {
      type: 'complete',
      url: returnPage,
      method: 'POST',
      data: { ...fields, resultCode: 'Authorised' },
    },
  };
  return {
    action: 'javascript',
    code: `document.dispatchEvent(new CustomEvent('centra_checkout_payment_response',{detail:${JSON.stringify(detail)}}));`,
    formFields: detail,
  };
}

async function demandLines(db: D1Database, selectionId: number): Promise<DemandLine[]> {
  const { results } = await db
    .prepare(
      `SELECT l.line, l.item, l.quantity, i.product_id, i.stock_item, i.units, p.preorder,
              p.document ->> '$.discontinued' AS discontinued
       FROM selection_lines l JOIN items i ON i.item = l.item JOIN products p ON p.id = i.product_id
       WHERE l.selection_id = ?1 ORDER BY l.position`,
    )
    .bind(selectionId)
    .all<DemandLine>();
  return results;
}

const isStockViolation = (error: unknown) =>
  error instanceof Error && /CHECK constraint failed/i.test(error.message);

/**
 * POST payment: validates the checkout, then in ONE batch gives back stale reservations,
 * takes the selection's units from stock and records the payment. The stock table's
 * CHECK (quantity >= 0) fails the whole batch when another checkout took the last units
 * first, so stock can never be oversold; the selection is then shrunk to what is left
 * and the caller gets Centra's 410.
 */
export async function startPayment(api: ApiState, body: z.output<typeof paymentBodySchema>) {
  requireSavedSession(api);
  const { db, session } = api;
  const selectionId = session.selectionId;
  const row = selectionId ? await loadSelection(db, selectionId) : null;
  if (!selectionId || !row) throw emptySelection();

  const address = mergeAddress(row.address, body.address);
  const shippingAddress = mergeAddress(row.shipping_address, body.shippingAddress);
  const terms = body.termsAndConditions ?? row.terms_accepted === 1;
  // What the shopper typed is kept even when the attempt fails below.
  await updateSelectionStatement(db, selectionId, {
    address: JSON.stringify(address),
    shippingAddress: JSON.stringify(shippingAddress),
    termsAccepted: terms ? 1 : 0,
    ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}),
  }).run();

  if (body.paymentInitiateOnly) return initiateWidget(api, selectionId, address, 'initiation');

  const checked = await api.tenantChecks();
  const consent = ageConsent(body.consents, checked);
  // Klarna Checkout's way: the widget that takes the address is started by the payment, with
  // the terms accepted and the buyer's age confirmed; the address comes with its callback.
  const chosenName = body.paymentMethod ?? row.payment_method;
  const chosen = PAYMENT_METHODS.find((entry) => entry.paymentMethod === chosenName);
  if (
    chosen &&
    isWidgetMethod(chosen) &&
    !startsByInitiation(chosen) &&
    !body.paymentMethodSpecificFields
  ) {
    if (!terms) throw new ApiFailure(406, { termsAndConditions: 'must be true' });
    return initiateWidget(api, selectionId, address, 'payment');
  }
  const errors = validateCheckout(address, terms);
  if (Object.keys(errors).length) throw new ApiFailure(406, errors);
  const country = deliveryCountry(address, shippingAddress, checked);
  if (checked && country.country !== session.country) {
    throw new ApiFailure(
      406,
      { paymentMethod: 'COUNTRY_MISMATCH' },
      {
        code: 'COUNTRY_MISMATCH',
        message: 'The address country differs from the selection country.',
      },
    );
  }
  // The selection's country decides the methods (the same country, where the tenant checks).
  const offered = paymentMethodsFor(countryByCode(session.country));
  if (
    body.paymentMethod &&
    !offered.some((method) => method.paymentMethod === body.paymentMethod)
  ) {
    throw new ApiFailure(406, { paymentMethod: 'not valid' });
  }

  const priced = await priceSelection(api);
  if (!priced.computed.lines.length) throw emptySelection();
  const method = offered.find((entry) => entry.paymentMethod === priced.computed.paymentMethod);
  if (!method) throw new ApiFailure(406, { paymentMethod: 'not valid' });

  const currency = pricelistById(session.pricelist)!.currency;
  const draft = orderDraft({
    computed: priced.computed,
    language: session.language,
    currency,
    address,
    shippingAddress,
    additionalNotes: row.additional_notes,
    consents: consent ? [consent] : [],
  });
  // A widget's callback: the provider decides on what the widget sealed, before anything is
  // reserved; a refusal leaves the widget on the page for another try.
  const outcome = isWidgetMethod(method)
    ? await widgetOutcome(method.behaviour, body.paymentMethodSpecificFields, {
        tenantSecret: api.settings.sharedSecret,
        selectionId,
      })
    : undefined;
  if (outcome === 'refused') {
    throw new ApiFailure(
      406,
      { paymentMethod: 'declined' },
      { message: 'The payment was declined by the card issuer.' },
    );
  }
  if (method.behaviour === 'fail') {
    // The provider declines before anything is reserved: the shopper lands on the failed page.
    return {
      action: 'redirect',
      url: withQuery(body.paymentFailedPage, {
        centraPaymentMethod: method.paymentMethod,
        error: 'declined',
      }),
    };
  }

  const pricedLines = new Set(priced.computed.lines.map((line) => line.line));
  const lines = (await demandLines(db, selectionId)).filter((line) => pricedLines.has(line.line));
  const demand = stockDemand(lines);
  const paymentId = newToken();
  const signature = newToken() + newToken();
  const reserved: Reservation[] = demand
    .filter((entry) => !entry.preorder)
    .map(({ item, quantity }) => ({ item, quantity }));
  const statements = [
    ...releaseStatements(db, selectionId),
    ...demand.map((entry) =>
      entry.preorder
        ? // Preorder stock is used up first and the rest ships when it arrives.
          db
            .prepare(`UPDATE stock SET quantity = MAX(quantity - ?2, 0) WHERE item = ?1`)
            .bind(entry.item, entry.quantity)
        : db
            .prepare(`UPDATE stock SET quantity = quantity - ?2 WHERE item = ?1`)
            .bind(entry.item, entry.quantity),
    ),
    db
      .prepare(
        `INSERT INTO payments (id, token, selection_id, method, state, reserved, signature, return_page,
                               failed_page, internal_comment, order_draft, created_at)
         VALUES (?1, ?2, ?3, ?4, 'pending', ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
      )
      .bind(
        paymentId,
        session.token,
        selectionId,
        method.paymentMethod,
        JSON.stringify(reserved),
        signature,
        body.paymentReturnPage,
        body.paymentFailedPage,
        body.internalComment ?? null,
        JSON.stringify(draft),
        new Date().toISOString(),
      ),
  ];
  const completion =
    method.behaviour === 'success'
      ? completeOrderStatements(db, {
          paymentId,
          token: session.token,
          customerId: session.customerId,
          selectionId,
          email: String(address.email),
          internalComment: body.internalComment ?? null,
          draft,
        })
      : [];
  try {
    await db.batch([...statements, ...completion]);
  } catch (error) {
    if (!isStockViolation(error)) throw error;
    const unavailable = await shrinkToStock(db, selectionId, lines);
    throw new ApiFailure(
      410,
      { stock: 'unavailable items' },
      { ...(await selectionEnvelope(api)), unavailable },
    );
  }
  return actionFor(api, method, {
    paymentId,
    signature,
    amount: priced.computed.grandTotal,
    currency,
    returnPage: body.paymentReturnPage,
    outcome,
  });
}

/**
 * A widget of the selected (or named) method, for the selection as it is priced now, started
 * by `paymentInitiateOnly` or, for the widget that takes the address, by the payment; nothing
 * is reserved or recorded, since nothing is paid yet.
 */
async function initiateWidget(
  api: ApiState,
  selectionId: number,
  address: Record<string, unknown>,
  startedBy: 'initiation' | 'payment',
) {
  const priced = await priceSelection(api);
  if (!priced.computed.lines.length) throw emptySelection();
  const offered = paymentMethodsFor(countryByCode(api.session.country));
  const method = offered.find((entry) => entry.paymentMethod === priced.computed.paymentMethod);
  if (
    !method ||
    !isWidgetMethod(method) ||
    startsByInitiation(method) !== (startedBy === 'initiation')
  ) {
    throw new ApiFailure(
      406,
      { paymentInitiateOnly: 'not supported by this payment method' },
      { message: 'Only a widget payment method can be initiated without paying.' },
    );
  }
  return widgetInitiation({
    kind: method.behaviour,
    paymentMethod: method.paymentMethod,
    selectionId,
    tenantSecret: api.settings.sharedSecret,
    origin: api.origin,
    amount: String(priced.computed.totals.grandTotalPrice),
    language: api.session.language,
    country: api.session.country ?? '',
    address,
  });
}

async function actionFor(
  api: ApiState,
  method: PaymentMethodDefinition,
  payment: {
    paymentId: string;
    signature: string;
    amount: number;
    currency: string;
    returnPage: string;
    outcome?: WidgetOutcome;
  },
) {
  const fields = paymentFields(
    payment.paymentId,
    payment.signature,
    payment.amount,
    payment.currency,
  );
  if (method.behaviour === 'form') return formAction(payment.returnPage, fields);
  if (method.behaviour === 'card-widget' && payment.outcome === 'authorised') {
    return cardAuthorised(payment.returnPage, {
      centraPaymentMethod: method.paymentMethod,
      ...fields,
    });
  }
  if (method.behaviour === 'pay-later-widget') {
    return {
      action: 'redirect',
      url: withQuery(payment.returnPage, { centraPaymentMethod: method.paymentMethod, ...fields }),
    };
  }
  // The bank's page, or the card widget's 3-D Secure step.
  if (method.behaviour === 'redirect' || method.behaviour === 'card-widget') {
    return {
      action: 'redirect',
      url: `${api.origin}${api.settings.basePath}/__psp/${payment.paymentId}`,
    };
  }
  const order = await findOrderByPayment(api.db, payment.paymentId);
  api.session.selectionId = null;
  return { action: 'success', order: order ? orderJson(order) : null, ...localeJson(api.session) };
}
