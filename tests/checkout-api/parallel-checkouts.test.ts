import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulator, PAYMENT, swedishShopperWith } from './support/clients';

const SHOPPERS = 10;
const UNITS_LEFT = 3;
const ITEM = '1010-1';

beforeAll(async () => {
  await emulator.reset();
});

describe('the last units, bought by many at once', () => {
  it('sells exactly the stock, records every paid order once, and loses none', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, () => swedishShopperWith(ITEM, 1)),
    );
    await emulator.setStock(ITEM, UNITS_LEFT);
    const ordersBefore = (await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{
      n: number;
    }>())!.n;

    const started = await Promise.allSettled(
      shoppers.map((client) => client.startPayment({ ...PAYMENT, paymentMethod: 'dummy' })),
    );
    const winners = started.flatMap((outcome, index) =>
      outcome.status === 'fulfilled' && outcome.value.action === 'form'
        ? [{ client: shoppers[index]!, fields: outcome.value.formFields }]
        : [],
    );
    expect(winners).toHaveLength(UNITS_LEFT);
    expect(await emulator.stock(ITEM)).toBe(0);

    // Every winner's return page is loaded twice at once (a double submit, a retry).
    const results = await Promise.all(
      winners.flatMap(({ client, fields }) => [
        client.paymentResult({ ...fields }),
        client.paymentResult({ ...fields }),
      ]),
    );
    const orderNumbers = results.map((result) => result.order.order);
    for (let index = 0; index < orderNumbers.length; index += 2)
      expect(orderNumbers[index]).toBe(orderNumbers[index + 1]);
    expect(new Set(orderNumbers).size).toBe(UNITS_LEFT);

    const ordersAfter = (await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{
      n: number;
    }>())!.n;
    expect(ordersAfter - ordersBefore).toBe(UNITS_LEFT);
    // Each buyer's receipt is their own order.
    for (const [index, { client }] of winners.entries())
      expect((await client.receipt()).order.order).toBe(orderNumbers[index * 2]);
    expect(await emulator.stock(ITEM)).toBe(0);
  });
});
