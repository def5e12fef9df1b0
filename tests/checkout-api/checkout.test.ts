import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import { catalogueFacts } from './support/catalogue-facts';
import {
  call,
  emulator,
  ORIGIN,
  PAYMENT,
  shopper,
  swedishShopperWith,
  failure,
} from './support/clients';

let facts: Awaited<ReturnType<typeof catalogueFacts>>;

beforeAll(async () => {
  await emulator.reset();
  facts = await catalogueFacts();
});

const item = (index: number) => facts.itemOf(facts.inStock[index]!);
const priceOf = (index: number) => facts.inStock[index]!.prices!['20']!.priceAsNumber;

describe('selection envelope', () => {
  it('offers shipping and payment methods for a shippable country, with shipping until the threshold', async () => {
    const client = await swedishShopperWith(item(0), 1);
    const envelope = await client.selection();
    expect(envelope.location).toMatchObject({
      country: 'SE',
      name: 'Sweden',
      shipTo: true,
      pricelist: 20,
      currency: 'SEK',
    });
    expect(envelope.shippingMethods.map((method) => method.shippingMethod)).toEqual([
      'standard',
      'express',
    ]);
    expect(envelope.paymentMethods.map((method) => method.paymentMethod)).toEqual([
      'dummy',
      'dummy-redirect',
      'dummy-direct',
      'dummy-failing',
      'test-card-widget',
      'test-pay-later-widget',
    ]);
    const { totals } = envelope.selection;
    expect(totals.shippingPriceAsNumber).toBe(49);
    expect(totals.grandTotalPriceAsNumber).toBe(priceOf(0) + 49);
    expect(totals.grandTotalPriceTaxAsNumber).toBeCloseTo(((priceOf(0) + 49) * 25) / 125, 2);
    expect(totals.totalDiscountPrice).toBe(false);
    expect(envelope.countries.map((country) => country.country)).not.toContain('FR');
    expect(envelope.loggedIn).toBeUndefined();
    expect(envelope.paymentFields).toHaveProperty('termsAndConditions');
  });

  it('ships for free from the threshold (500 SEK)', async () => {
    const quantity = Math.ceil(500 / priceOf(1));
    const client = await swedishShopperWith(item(1), quantity);
    const { selection, shippingMethods } = await client.selection();
    expect(selection.totals.shippingPriceAsNumber).toBe(0);
    expect(
      shippingMethods.find((method) => method.shippingMethod === 'standard')!.priceAsNumber,
    ).toBe(0);
    // Express is never free.
    expect((await client.setShippingMethod('express')).selection.totals.shippingPriceAsNumber).toBe(
      99,
    );
  });

  it('has no shipping or payment methods before a country is known, and none for unshipped countries', async () => {
    const client = shopper();
    const anonymous = await client.selection();
    expect(anonymous.location).toMatchObject({ country: null, shipTo: false });
    expect(anonymous.shippingMethods).toEqual([]);
    const france = await client.setCountry('FR', 'fr');
    expect(france.location).toMatchObject({ country: 'FR', shipTo: false, currency: 'EUR' });
    expect(france.paymentMethods).toEqual([]);
  });

  it('selects payment and shipping methods and refuses unknown ones', async () => {
    const client = await swedishShopperWith(item(2), 1);
    expect((await client.setPaymentMethod('dummy-redirect')).selection.paymentMethod).toBe(
      'dummy-redirect',
    );
    expect((await client.setShippingMethod('express')).selection.shippingMethod).toBe('express');
    expect((await failure(client.setPaymentMethod('bitcoin'))).status).toBe(404);
    expect((await failure(client.setShippingMethod('drone'))).status).toBe(404);
  });

  it('stores payment fields, and a new address country re-prices', async () => {
    const client = await swedishShopperWith(item(3), 1);
    const stored = await client.setPaymentFields({
      address: { firstName: 'Anna', email: 'anna@example.se' },
      termsAndConditions: true,
    });
    expect(stored.selection.address).toMatchObject({
      firstName: 'Anna',
      email: 'anna@example.se',
      lastName: '',
    });
    const finnish = await client.setPaymentFields({ address: { country: 'FI' } });
    expect(finnish.location).toMatchObject({ country: 'FI', pricelist: 21, currency: 'EUR' });
    expect(finnish.selection.currency).toBe('EUR');
    expect(finnish.selection.items[0]!.priceEachAsNumber).toBe(
      facts.inStock[3]!.prices!['21']!.priceAsNumber,
    );
    expect(finnish.selection.items[0]!.priceEach).toMatch(/\u00a0€$/);
  });
});

describe('vouchers', () => {
  it('applies a percentage code and removes it again', async () => {
    const client = await swedishShopperWith(item(4), 2);
    const { selection } = await client.addVoucher('welcome10');
    const off = Math.round(priceOf(4) * 2 * 0.1 * 100) / 100;
    expect(selection.discounts.vouchers).toEqual([
      expect.objectContaining({ voucher: 'WELCOME10', priceOffAsNumber: -off }),
    ]);
    expect(selection.totals.totalDiscountPriceAsNumber).toBe(-off);
    const removed = await client.removeVoucher('WELCOME10');
    expect(removed.selection.discounts.vouchers).toEqual([]);
    expect(removed.selection.totals.totalDiscountPrice).toBe(false);
  });

  it('applies a fixed amount in the session currency and a free-shipping code', async () => {
    const client = await swedishShopperWith(item(5), 1);
    await client.addVoucher('SAVE50');
    const { selection } = await client.addVoucher('FREESHIP');
    expect(selection.totals.shippingPriceAsNumber).toBe(0);
    expect(selection.totals.grandTotalPriceAsNumber).toBe(Math.max(priceOf(5) - 50, 0));
  });

  it('answers an unknown code with 404 errors.voucher and an expired one with 406', async () => {
    const client = await swedishShopperWith(item(6), 1);
    const unknown = await failure(client.addVoucher('NOPE'));
    expect(unknown.status).toBe(404);
    expect(unknown.data.errors).toEqual({ voucher: 'not found' });
    const expired = await failure(client.addVoucher('SUMMER24'));
    expect(expired.status).toBe(406);
    expect(expired.data.errors).toEqual({ voucher: 'expired' });
    expect((await client.selection()).selection.discounts.vouchers).toEqual([]);
  });

  it('URL-encodes codes in the path', async () => {
    const client = await swedishShopperWith(item(6), 1);
    const error = await failure(client.removeVoucher('A+B/C'));
    expect(error.status).toBe(404);
  });
});

describe('payment', () => {
  it('validates terms and the required address fields, keeping what was typed', async () => {
    const client = await swedishShopperWith(item(7), 1);
    const error = await failure(
      client.startPayment({
        ...PAYMENT,
        termsAndConditions: false,
        address: { email: 'not-an-email', firstName: 'Anna', country: 'SE' },
      }),
    );
    expect(error.status).toBe(406);
    expect(error.data.errors).toMatchObject({
      termsAndConditions: 'must be true',
      'address.email': 'not valid',
      'address.lastName': 'required',
      'address.city': 'required',
    });
    expect((await client.selection()).selection.address).toMatchObject({ firstName: 'Anna' });
  });

  it('refuses an empty selection and a country mismatch', async () => {
    const empty = shopper();
    await empty.setCountry('SE');
    expect((await failure(empty.startPayment(PAYMENT))).data.errors).toEqual({
      items: 'the selection is empty',
    });
    const client = await swedishShopperWith(item(7), 1);
    const mismatch = await failure(
      client.startPayment({ ...PAYMENT, address: { ...PAYMENT.address, country: 'DE' } }),
    );
    expect(mismatch.data).toMatchObject({
      code: 'COUNTRY_MISMATCH',
      errors: { paymentMethod: 'COUNTRY_MISMATCH' },
    });
  });

  it('form: a self-submitting form to the return page whose fields complete the order', async () => {
    const client = await swedishShopperWith(item(8), 2);
    const before = await emulator.stock(item(8));
    const action = await client.startPayment({
      ...PAYMENT,
      paymentMethod: 'dummy',
      internalComment: 'gclid=abc',
    });
    expect(action.action).toBe('form');
    if (action.action !== 'form') return;
    expect(action.formHtml).toContain(`action="${ORIGIN}/receipt?centraPaymentMethod=dummy"`);
    expect(action.formHtml).toContain('.submit()');
    expect(await emulator.stock(item(8))).toBe(before - 2);
    const result = await client.paymentResult({
      ...action.formFields,
      centraPaymentMethod: 'dummy',
    });
    expect(result.order).toMatchObject({
      status: 'untouched',
      statusDescription: 'Pending',
      currency: 'SEK',
      items: [expect.objectContaining({ item: item(8), quantity: 2 })],
      address: expect.objectContaining({ email: PAYMENT.address.email, countryName: 'Sweden' }),
    });
    expect(Number(result.order.order)).toBeGreaterThan(10_000);
    expect(result.order.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The receipt is the token's last order; the cart starts over.
    expect((await client.receipt()).order.order).toBe(result.order.order);
    expect((await client.selection()).selection.items).toEqual([]);
    // A reloaded return page does not make a second order.
    expect((await client.paymentResult({ ...action.formFields })).order.order).toBe(
      result.order.order,
    );
  });

  it('refuses payment results with a wrong signature or from another token', async () => {
    const client = await swedishShopperWith(item(9), 1);
    const action = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy' });
    if (action.action !== 'form') throw new Error('expected a form');
    const forged = await failure(client.paymentResult({ ...action.formFields, signature: 'x' }));
    expect(forged.status).toBe(406);
    expect(forged.data.errors).toEqual({ paymentMethod: 'failed' });
    const stranger = shopper();
    expect((await failure(stranger.paymentResult({ ...action.formFields }))).status).toBe(406);
    expect((await failure(stranger.receipt())).data.errors).toEqual({ order: 'not found' });
  });

  it('redirect: sends the shopper to the test bank page, whose approve link carries the fields', async () => {
    const client = await swedishShopperWith(item(10), 1);
    const action = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy-redirect' });
    if (action.action !== 'redirect') throw new Error('expected a redirect');
    const page = await (await fetchPage(action.url)).text();
    const href = /class="approve" href="([^"]+)"/.exec(page)![1]!;
    const approve = new URL(
      href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
    expect(approve.origin + approve.pathname).toBe(PAYMENT.paymentReturnPage);
    const fields = Object.fromEntries(approve.searchParams);
    expect((await client.paymentResult(fields)).order.status).toBe('untouched');
  });

  it('success: the invoice method completes the order at once', async () => {
    const client = await swedishShopperWith(item(11), 1);
    const action = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy-direct' });
    expect(action.action).toBe('success');
    if (action.action !== 'success') return;
    expect((await client.receipt()).order.order).toBe(action.order!.order);
  });

  it('a declined card sends the shopper to the failed page and takes no stock', async () => {
    const client = await swedishShopperWith(item(12), 1);
    const before = await emulator.stock(item(12));
    const action = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy-failing' });
    expect(action).toMatchObject({
      action: 'redirect',
      url: expect.stringMatching(`^${PAYMENT.paymentFailedPage}`),
    });
    expect(await emulator.stock(item(12))).toBe(before);
    expect((await client.selection()).selection.items).toHaveLength(1);
  });

  it('410: stock gone at payment shrinks the selection; the client refetches and retries once', async () => {
    const client = await swedishShopperWith(item(13), 3);
    await emulator.setStock(item(13), 1);
    const raw = await call('POST', 'payment', {
      headers: { 'API-token': client.token()!, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...PAYMENT, paymentMethod: 'dummy' }),
    });
    expect(raw.status).toBe(410);
    expect(raw.json.errors).toEqual({ stock: 'unavailable items' });
    expect(raw.json.unavailable).toEqual([
      {
        item: item(13),
        product: facts.inStock[13]!.id,
        originalQuantity: 3,
        unavailable: 2,
        available: 1,
      },
    ]);
    expect(raw.json.selection).toMatchObject({ items: [expect.objectContaining({ quantity: 1 })] });
    expect(await emulator.stock(item(13))).toBe(1);
    // Through the client: the same situation is retried after a refetch and goes through.
    const other = await swedishShopperWith(item(14), 2);
    await emulator.setStock(item(14), 1);
    const action = await other.startPayment({ ...PAYMENT, paymentMethod: 'dummy' });
    expect(action.action).toBe('form');
    expect(await emulator.stock(item(14))).toBe(0);
  });

  it('never oversells when several shoppers check out the last units at once', async () => {
    const target = item(15);
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, () => swedishShopperWith(target, 1)),
    );
    await emulator.setStock(target, 2);
    const outcomes = await Promise.allSettled(
      shoppers.map((client) => client.startPayment({ ...PAYMENT, paymentMethod: 'dummy-direct' })),
    );
    const orders = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(orders).toHaveLength(2);
    for (const outcome of outcomes) {
      // The losers got the 410, retried after the refetch, and found their cart emptied.
      if (outcome.status === 'rejected') {
        expect((outcome.reason as CheckoutApiError).data.errors).toEqual({
          items: 'the selection is empty',
        });
      }
    }
    expect(await emulator.stock(target)).toBe(0);
  });

  it('gives the stock of a replaced attempt back', async () => {
    const client = await swedishShopperWith(item(16), 2);
    const before = await emulator.stock(item(16));
    await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy' });
    await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy' });
    expect(await emulator.stock(item(16))).toBe(before - 2);
  });

  it('sells preorder items beyond stock', async () => {
    const client = await swedishShopperWith(facts.itemOf(facts.preorder), 2);
    const action = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy-direct' });
    expect(action.action).toBe('success');
  });
});

async function fetchPage(url: string) {
  const { exports } = await import('cloudflare:workers');
  return exports.default.fetch(url);
}
