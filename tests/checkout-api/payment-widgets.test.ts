import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../../client/api/checkout-client';
import type { PaymentAction } from '../../src/contract/checkout-api/schemas';
import type { WidgetConfig } from '../../src/local/checkout-api/widgets/browser/widget-config';
import { TEST_CARDS } from '../../src/local/checkout-api/widgets/widget-fields';
import { sealOf } from '../../src/local/checkout-api/widgets/widget-seal';
import { catalogueFacts } from './support/catalogue-facts';
import {
  emulator,
  failure,
  ORIGIN,
  PAYMENT,
  swedishShopperWith,
  workerFetch,
} from './support/clients';

// Centra's inline payment flow as the embedded Checkout API speaks it: `paymentInitiateOnly`
// starts a widget, the widget's sealed fields complete the payment (reference §4.2).

let facts: Awaited<ReturnType<typeof catalogueFacts>>;
let next = 20;
/** A new in-stock item for each test, so no test's stock is another's. */
const freshItem = () => facts.itemOf(facts.inStock[next++]!);

beforeAll(async () => {
  await emulator.reset();
  facts = await catalogueFacts();
});

type Shopper = Awaited<ReturnType<typeof swedishShopperWith>>;

const INITIATE: PaymentRequest = {
  paymentReturnPage: PAYMENT.paymentReturnPage,
  paymentFailedPage: PAYMENT.paymentFailedPage,
  termsAndConditions: false,
  paymentInitiateOnly: true,
};

/** What a widget's snippet hands the widget. */
function configOf(action: PaymentAction) {
  if (action.action !== 'form') throw new Error(`expected a widget snippet, got ${action.action}`);
  const json =
    /<script type="application\/json" id="test-widget-config-[^"]+">(.+?)<\/script>/s.exec(
      action.formHtml,
    )?.[1];
  if (!json) throw new Error('the snippet has no widget configuration');
  return { action, config: JSON.parse(json) as WidgetConfig };
}

/** Initiates the method's widget (`paymentInitiateOnly`). */
const initiate = async (client: Shopper, paymentMethod: string) =>
  configOf(await client.startPayment({ ...INITIATE, paymentMethod }));

/** Starts the pay-later widget as Klarna Checkout is started: by the payment, confirmed. */
const startPayLater = async (client: Shopper, country = 'SE') =>
  configOf(
    await client.startPayment({
      ...PAYMENT,
      address: { country },
      shippingAddress: { country },
      paymentMethod: 'test-pay-later-widget',
    }),
  );

/**
 * Pays with the pay-later widget's answer, as the page passes it on: the address it collected
 * and its authorisation sealed as its script seals it; followed to the order it completes.
 */
async function payLater(
  client: Shopper,
  config: WidgetConfig,
  address: Record<string, string>,
  authorizationToken: string,
) {
  const action = await client.startPayment({
    ...PAYMENT,
    paymentMethod: 'test-pay-later-widget',
    address,
    shippingAddress: address,
    paymentMethodSpecificFields: {
      type: 'pay_later',
      paymentSession: config.session,
      authorizationToken,
      seal: await sealOf(config.key, config.session, authorizationToken),
    },
  });
  if (action.action !== 'redirect') throw new Error(`expected a redirect, got ${action.action}`);
  const back = new URL(action.url);
  expect(back.origin + back.pathname).toBe(PAYMENT.paymentReturnPage);
  return (await client.paymentResult(Object.fromEntries(back.searchParams))).order;
}

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** What the card widget sends for a card, sealed as its script seals it. */
async function cardFields(config: WidgetConfig, number: string) {
  const encryptedCard = encode({ number, expiry: '12/39', cvc: '737', holderName: 'Anna Berg' });
  return {
    type: 'scheme',
    paymentSession: config.session,
    encryptedCard,
    seal: await sealOf(config.key, config.session, encryptedCard),
  };
}

const payWith = (client: Shopper, paymentMethod: string, fields: Record<string, unknown>) =>
  client.startPayment({ ...PAYMENT, paymentMethod, paymentMethodSpecificFields: fields });

describe('initiating a widget (paymentInitiateOnly)', () => {
  it('answers the card widget’s snippet for the selection as priced, reserving nothing and asking for nothing', async () => {
    const item = freshItem();
    const client = await swedishShopperWith(item, 2);
    const before = await emulator.stock(item);
    const { action, config } = await initiate(client, 'test-card-widget');
    const selection = await client.selection();
    expect(action).toMatchObject({ action: 'form', formType: 'test-card-widget' });
    expect(action.formHtml).toContain(`id="test-widget-${config.session}"`);
    expect(action.formHtml).toContain(`${ORIGIN}/stand-ins/test-payment-widgets.js`);
    expect(config).toMatchObject({
      kind: 'card-widget',
      paymentMethod: 'test-card-widget',
      amount: selection.selection.totals.grandTotalPrice,
      language: 'sv',
      texts: { cardNumber: 'Kortnummer' },
    });
    expect(config.key).toMatch(/^[0-9a-f]{64}$/);
    expect(await emulator.stock(item)).toBe(before);
    // Nothing was started: the method's selection stays as chosen, and another start works.
    expect(selection.selection.paymentMethod).toBe('test-card-widget');
    expect((await initiate(client, 'test-card-widget')).config.session).not.toBe(config.session);
  });

  it('lists the card widget as starting at once, the pay-later one as collecting the address', async () => {
    const client = await swedishShopperWith(freshItem(), 1);
    const methods = (await client.selection()).paymentMethods;
    expect(methods.find((method) => method.paymentMethod === 'test-card-widget')).toMatchObject({
      supportsInitiateOnly: true,
      providesCustomerAddressAfterPayment: false,
      paymentMethodType: 'adyen_drop_in',
    });
    expect(
      methods.find((method) => method.paymentMethod === 'test-pay-later-widget'),
    ).toMatchObject({ supportsInitiateOnly: false, providesCustomerAddressAfterPayment: true });
    expect(methods.find((method) => method.paymentMethod === 'dummy')).toMatchObject({
      supportsInitiateOnly: false,
    });
  });

  it('refuses to initiate a method that is no widget, or an empty cart', async () => {
    const client = await swedishShopperWith(freshItem(), 1);
    const refused = await failure(client.startPayment({ ...INITIATE, paymentMethod: 'dummy' }));
    expect(refused.status).toBe(406);
    expect(refused.data.errors).toEqual({
      paymentInitiateOnly: 'not supported by this payment method',
    });
    const line = (await client.selection()).selection.items[0]!.line;
    await client.removeLine(line);
    const empty = await failure(
      client.startPayment({ ...INITIATE, paymentMethod: 'test-card-widget' }),
    );
    expect(empty.status).toBe(406);
  });
});

describe('the card widget’s callback', () => {
  it('an authorised card: the javascript answer hands the widget the return page, whose fields make the order', async () => {
    const item = freshItem();
    const client = await swedishShopperWith(item, 1);
    const before = await emulator.stock(item);
    const { config } = await initiate(client, 'test-card-widget');
    const action = await payWith(
      client,
      'test-card-widget',
      await cardFields(config, TEST_CARDS.authorised),
    );
    if (action.action !== 'javascript')
      throw new Error(`expected javascript, got ${action.action}`);
    const step = action.formFields as {
      action: { type: string; url: string; method: string; data: Record<string, string> };
    };
    expect(step.action).toMatchObject({
      type: 'complete',
      url: PAYMENT.paymentReturnPage,
      method: 'POST',
      data: { resultCode: 'Authorised', centraPaymentMethod: 'test-card-widget' },
    });
    // The code sends the same step as the widget's response event.
    expect(action.code).toContain('centra_checkout_payment_response');
    expect(action.code).toContain(JSON.stringify(step));
    expect(await emulator.stock(item)).toBe(before - 1);
    const result = await client.paymentResult(step.action.data);
    expect(result.order).toMatchObject({
      paymentMethod: 'test-card-widget',
      items: [expect.objectContaining({ item, quantity: 1 })],
    });
  });

  it('a card that asks for 3-D Secure: the verification page in the shopper’s language posts the fields back', async () => {
    const client = await swedishShopperWith(freshItem(), 1);
    const { config } = await initiate(client, 'test-card-widget');
    const action = await payWith(
      client,
      'test-card-widget',
      await cardFields(config, TEST_CARDS.challenge),
    );
    if (action.action !== 'redirect') throw new Error(`expected a redirect, got ${action.action}`);
    const page = await (await workerFetch(new Request(action.url))).text();
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain('3-D Secure');
    expect(page).toContain(`<form method="post" action="${PAYMENT.paymentReturnPage}">`);
    const fields = Object.fromEntries(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [name!, value!],
      ),
    );
    expect(fields).toMatchObject({
      resultCode: 'Authorised',
      centraPaymentMethod: 'test-card-widget',
    });
    expect((await client.paymentResult(fields)).order.status).toBe('untouched');
  });

  it('a declined card: refused before anything is reserved, and the same widget then pays with another card', async () => {
    const item = freshItem();
    const client = await swedishShopperWith(item, 1);
    const before = await emulator.stock(item);
    const { config } = await initiate(client, 'test-card-widget');
    const declined = await failure(
      payWith(client, 'test-card-widget', await cardFields(config, TEST_CARDS.refused)),
    );
    expect(declined.status).toBe(406);
    expect(declined.data.errors).toEqual({ paymentMethod: 'declined' });
    expect(await emulator.stock(item)).toBe(before);
    const retried = await payWith(
      client,
      'test-card-widget',
      await cardFields(config, TEST_CARDS.authorised),
    );
    expect(retried.action).toBe('javascript');
  });

  it('refuses fields that were changed, sealed for another cart, or missing', async () => {
    const client = await swedishShopperWith(freshItem(), 1);
    const { config } = await initiate(client, 'test-card-widget');
    const sealed = await cardFields(config, TEST_CARDS.refused);
    // The declined card's number swapped for the authorised one's, the seal kept.
    const tampered = {
      ...sealed,
      encryptedCard: encode({
        number: TEST_CARDS.authorised,
        expiry: '12/39',
        cvc: '737',
        holderName: 'Anna Berg',
      }),
    };
    const changed = await failure(payWith(client, 'test-card-widget', tampered));
    expect(changed.status).toBe(406);
    expect(changed.data.errors).toEqual({ paymentMethodSpecificFields: 'not valid' });

    const other = await swedishShopperWith(freshItem(), 1);
    const otherWidget = (await initiate(other, 'test-card-widget')).config;
    const foreign = await failure(
      payWith(client, 'test-card-widget', await cardFields(otherWidget, TEST_CARDS.authorised)),
    );
    expect(foreign.data.errors).toEqual({ paymentMethodSpecificFields: 'not valid' });

    const missing = await failure(
      client.startPayment({ ...PAYMENT, paymentMethod: 'test-card-widget' }),
    );
    expect(missing.data.errors).toEqual({ paymentMethodSpecificFields: 'required' });
  });
});

describe('the pay-later widget', () => {
  it('pays with the address the widget collected, and the order is delivered there', async () => {
    const client = await swedishShopperWith(freshItem(), 1);
    // Not before the shopper confirmed their age, nor by an initiation: it pays as it starts.
    const { consents: _none, ...unconfirmed } = PAYMENT;
    const refused = await failure(
      client.startPayment({ ...unconfirmed, paymentMethod: 'test-pay-later-widget' }),
    );
    expect(refused.data.errors).toHaveProperty('consents');
    const initiated = await failure(initiate(client, 'test-pay-later-widget'));
    expect(initiated.data.errors).toEqual({
      paymentInitiateOnly: 'not supported by this payment method',
    });
    const { config } = await startPayLater(client);
    expect(config.countries.map((country) => country.country)).toContain('SE');
    const address = {
      email: 'lisa@example.se',
      firstName: 'Lisa',
      lastName: 'Lund',
      address1: 'Kungsgatan 2',
      zipCode: '411 19',
      city: 'Göteborg',
      country: 'SE',
    };
    const order = await payLater(client, config, address, 'a'.repeat(26));
    expect(order.address).toMatchObject({ email: 'lisa@example.se', city: 'Göteborg' });
  });

  it('is initiated again for a new country: the snippet shows the re-priced total, which the order charges', async () => {
    const client = await swedishShopperWith(freshItem(), 1);
    const swedish = (await startPayLater(client)).config;
    // The widget's country change, passed on by the page as Centra's `PUT payment-fields`.
    const finnish = await client.setPaymentFields({
      address: { country: 'FI' },
      shippingAddress: { country: 'FI' },
    });
    expect(finnish.selection.currency).toBe('EUR');
    const again = (await startPayLater(client, 'FI')).config;
    expect(again.amount).toBe(finnish.selection.totals.grandTotalPrice);
    expect(again.amount).not.toBe(swedish.amount);
    const address = { ...PAYMENT.address, country: 'FI', city: 'Helsinki', zipCode: '00100' };
    const order = await payLater(client, again, address, 'b'.repeat(26));
    expect(order.currency).toBe('EUR');
    expect(order.totals.grandTotalPriceAsNumber).toBe(
      finnish.selection.totals.grandTotalPriceAsNumber,
    );
  });
});
