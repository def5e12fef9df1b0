import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION } from '../../seed/catalogue/catalogue-generator';
import { emulator, PAYMENT, shopper, swedishShopperWith } from './support/clients';

const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

beforeAll(async () => {
  await emulator.reset();
});

describe('a deploy with a new catalogue generator', () => {
  it('replaces the catalogue and keeps everything shoppers did', async () => {
    // What shoppers did before the deploy: an account with a saved cart, an order, a
    // newsletter sign-up, stock that moved, and a cart holding a product the new catalogue
    // no longer has.
    const customer = shopper();
    await customer.setCountry('SE', 'sv');
    await customer.register({ email: 'kept@example.se', password: 'a long password 1' });
    await customer.addItem('1002-1', 2);
    const buyer = await swedishShopperWith('1003-1', 1);
    const action = await buyer.startPayment({ ...PAYMENT, paymentMethod: 'dummy-direct' });
    expect(action.action).toBe('success');
    await customer.subscribe('news@example.se', { language: 'sv' });
    await emulator.setStock('1004-1', 7);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO products (id, uri, name, brand_id, family_id, flavour, strength, format,
           popularity, created_at, modified_at, preorder, markets, category_ids, search_text, document)
         SELECT 999001, 'retired-can', 'Retired can', brand_id, 999001, flavour, strength, format,
           popularity, created_at, modified_at, 0, markets, category_ids, 'retired', document
         FROM products WHERE id = 1001`,
      ),
      env.DB.prepare(
        `INSERT INTO product_prices (product_id, pricelist, price, price_before_discount)
         SELECT 999001, pricelist, price, price_before_discount FROM product_prices WHERE product_id = 1001`,
      ),
      env.DB.prepare(`INSERT INTO stock (item, quantity) VALUES ('999001-1', 5)`),
      env.DB.prepare(
        `INSERT INTO items (item, product_id, size_id, stock_item, units) VALUES ('999001-1', 999001, '1', '999001-1', 1)`,
      ),
    ]);
    await customer.addItem('999001-1', 1);
    const ordersBefore = await count('SELECT COUNT(*) AS n FROM orders');
    const customersBefore = await count('SELECT COUNT(*) AS n FROM customers');

    // The deploy: the stored catalogue is an older generator's.
    await env.DB.prepare(
      `UPDATE meta SET value = 'an-older-generator' WHERE key = 'catalogue_version'`,
    ).run();
    const after = await customer.selection();

    expect(await count(`SELECT COUNT(*) AS n FROM meta WHERE value = ?1`, CATALOGUE_VERSION)).toBe(
      1,
    );
    expect(await count('SELECT COUNT(*) AS n FROM products WHERE id = 999001')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(ordersBefore);
    expect(await count('SELECT COUNT(*) AS n FROM customers')).toBe(customersBefore);
    expect((await emulator.subscriptions()).map((entry) => entry.email)).toContain(
      'news@example.se',
    );
    expect(await emulator.stock('1004-1')).toBe(7);
    // The cart keeps what is still sold, and loses what is not.
    expect(after.selection.items.map((line) => [line.item, line.quantity])).toEqual([
      ['1002-1', 2],
    ]);
    expect(after.loggedIn).toBeDefined();
    // The account still signs in; the order is still on its receipt.
    const again = shopper();
    await again.login('kept@example.se', 'a long password 1');
    expect((await buyer.receipt()).order.order).toBeDefined();
  });
});
