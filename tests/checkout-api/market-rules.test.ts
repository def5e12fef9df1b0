import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue';
import { DENMARK_MARKET } from '../../src/domain/markets';
import { catalogueFacts } from './support/catalogue-facts';
import { emulator, failure, PAYMENT, shopper, swedishShopperWith } from './support/clients';

let facts: Awaited<ReturnType<typeof catalogueFacts>>;
let allowedInDenmark: Product;
let bannedInDenmark: Product;

beforeAll(async () => {
  await emulator.reset();
  facts = await catalogueFacts();
  allowedInDenmark = facts.inStock.find((product) => product.markets?.includes(DENMARK_MARKET))!;
  bannedInDenmark = facts.inStock.find((product) => !product.markets?.includes(DENMARK_MARKET))!;
});

describe("the buyer's over-18 confirmation", () => {
  it('is required with every payment, and what was typed is kept', async () => {
    const client = await swedishShopperWith(facts.itemOf(facts.inStock[30]!), 1);
    const { consents: _left, ...withoutConsent } = PAYMENT;
    const missing = await failure(
      client.startPayment({
        ...withoutConsent,
        address: { ...PAYMENT.address, firstName: 'Ebba' },
      }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.errors).toEqual({
      consents: expect.stringContaining('18 or older'),
    });
    expect((await client.selection()).selection.address).toMatchObject({ firstName: 'Ebba' });
    const refused = await failure(
      client.startPayment({
        ...PAYMENT,
        consents: [{ key: 'age-18-plus', consented: false }],
      }),
    );
    expect(refused.status).toBe(400);
    const wrongType = await failure(
      client.startPayment({ ...PAYMENT, consents: 'yes' as unknown as [] }),
    );
    expect(wrongType.status).toBe(400);
  });

  it('is recorded on the order with the time it was given', async () => {
    const client = await swedishShopperWith(facts.itemOf(facts.inStock[31]!), 1);
    const before = Date.now();
    const action = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy-direct' });
    if (action.action !== 'success') throw new Error('expected the invoice method to succeed');
    const { order } = await client.receipt();
    const consents = (order as unknown as { consents: { key: string; time: string }[] }).consents;
    expect(consents).toEqual([
      expect.objectContaining({ key: 'age-18-plus', consented: true, time: expect.any(String) }),
    ]);
    expect(Date.parse(consents[0]!.time)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('the delivery country', () => {
  it.each([
    ['FR', 'France'],
    ['NL', 'Netherlands'],
    ['PL', 'Poland'],
  ])('refuses a delivery address in %s, where online sale is banned', async (code, name) => {
    const client = await swedishShopperWith(facts.itemOf(facts.inStock[32]!), 1);
    const error = await failure(
      client.startPayment({
        ...PAYMENT,
        shippingAddress: { ...PAYMENT.address, country: code },
      }),
    );
    expect(error.status).toBe(406);
    expect(error.data.errors).toEqual({ 'shippingAddress.country': `not shipped to (${name})` });
  });

  it('refuses a made-up country, and a delivery country other than the cart’s', async () => {
    const client = await swedishShopperWith(facts.itemOf(facts.inStock[32]!), 1);
    const madeUp = await failure(
      client.startPayment({ ...PAYMENT, shippingAddress: { ...PAYMENT.address, country: 'QQ' } }),
    );
    expect(madeUp.data.errors).toEqual({ 'shippingAddress.country': 'unknown country "QQ"' });
    const elsewhere = await failure(
      client.startPayment({ ...PAYMENT, shippingAddress: { ...PAYMENT.address, country: 'DE' } }),
    );
    expect(elsewhere.data).toMatchObject({ code: 'COUNTRY_MISMATCH' });
  });
});

describe("Denmark's assortment", () => {
  it('sells a Danish shopper only what Danish law allows', async () => {
    const dane = shopper();
    await dane.setCountry('DK', 'da');
    const banned = await failure(dane.addItem(facts.itemOf(bannedInDenmark), 1));
    expect(banned.status).toBe(406);
    expect(banned.data.errors).toEqual({ item: 'not sold in this market' });
    const added = await dane.addItem(facts.itemOf(allowedInDenmark), 1);
    expect(added.selection.items).toHaveLength(1);
  });

  it('drops from the cart what Denmark does not allow when the country changes there', async () => {
    const client = await swedishShopperWith(facts.itemOf(bannedInDenmark), 2);
    await client.addItem(facts.itemOf(allowedInDenmark), 1);
    const moved = await client.setCountry('DK', 'da');
    expect(moved.selection.items.map((line) => line.item)).toEqual([
      facts.itemOf(allowedInDenmark),
    ]);
    expect(moved.location).toMatchObject({ country: 'DK', currency: 'DKK' });
  });
});
