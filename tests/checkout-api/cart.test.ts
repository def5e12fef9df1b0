import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueFacts } from './support/catalogue-facts';
import { call, emulator, shopper, swedishShopperWith, failure } from './support/clients';

let facts: Awaited<ReturnType<typeof catalogueFacts>>;

beforeAll(async () => {
  await emulator.reset();
  facts = await catalogueFacts();
});

describe('cart', () => {
  it('adds an item as a line whose id differs from the item id, priced in the session pricelist', async () => {
    const product = facts.inStock[0]!;
    const client = await swedishShopperWith(facts.itemOf(product), 2);
    const { selection } = await client.selection();
    const [line] = selection.items;
    expect(line).toMatchObject({ item: facts.itemOf(product), quantity: 2 });
    expect(line!.line).toMatch(/^[0-9a-f]{32}$/);
    expect(line!.line).not.toBe(line!.item);
    const unit = product.prices!['20']!.priceAsNumber;
    expect(line!.priceEachAsNumber).toBe(unit);
    expect(line!.totalPriceAsNumber).toBe(unit * 2);
    // Written as Swedish shops write prices: "116,00 kr".
    expect(line!.totalPrice).toBe(`${(unit * 2).toFixed(2).replace('.', ',')}\u00a0kr`);
    expect(selection.totals.itemsTotalPriceAsNumber).toBe(unit * 2);
    expect(selection.currency).toBe('SEK');
  });

  it('adds the same item again to the same line, and a commented one to a new line', async () => {
    const item = facts.itemOf(facts.inStock[1]!);
    const client = await swedishShopperWith(item, 1);
    await client.addItem(item, 2);
    let { selection } = await client.selection();
    expect(selection.items).toHaveLength(1);
    expect(selection.items[0]!.quantity).toBe(3);
    ({ selection } = await client.addItem(item, 1, { comment: 'gift' }));
    expect(selection.items).toHaveLength(2);
  });

  it('stores the productUrl sent with an add', async () => {
    const client = shopper();
    const { selection } = await client.addItem(facts.itemOf(facts.inStock[2]!), 1, {
      productUrl: 'https://pouchatlas.se/x',
    });
    expect(selection.items[0]).toMatchObject({ productUrl: 'https://pouchatlas.se/x' });
  });

  it('sets, raises, lowers and removes line quantities', async () => {
    const client = await swedishShopperWith(facts.itemOf(facts.inStock[3]!), 1);
    const line = (await client.selection()).selection.items[0]!.line;
    expect((await client.setLineQuantity(line, 5)).selection.items[0]!.quantity).toBe(5);
    expect(
      (
        await call('POST', `lines/${line}/quantity/2`, {
          headers: { 'API-token': client.token()! },
        })
      ).json,
    ).toMatchObject({
      selection: { items: [{ quantity: 7 }] },
    });
    expect(
      (
        await call('DELETE', `lines/${line}/quantity/3`, {
          headers: { 'API-token': client.token()! },
        })
      ).json,
    ).toMatchObject({
      selection: { items: [{ quantity: 4 }] },
    });
    expect((await client.setLineQuantity(line, 0)).selection.items).toHaveLength(0);
    await client.addItem(facts.itemOf(facts.inStock[3]!), 1);
    const again = (await client.selection()).selection.items[0]!.line;
    expect((await client.removeLine(again)).selection.items).toHaveLength(0);
  });

  it('answers unknown lines with 404 errors.line', async () => {
    const client = shopper();
    await client.selection();
    const error = await failure(client.removeLine('0123456789abcdef0123456789abcdef'));
    expect(error.status).toBe(404);
    expect(error.data.errors).toEqual({ line: 'not found' });
  });

  it('updates lines and items in one batch', async () => {
    const [a, b, c] = facts.inStock.slice(4, 7).map(facts.itemOf);
    const client = await swedishShopperWith(a!, 1);
    await client.addItem(b!, 1);
    const lines = (await client.selection()).selection.items;
    const { selection } = await client.updateItems({
      lines: [
        { line: lines[0]!.line, quantity: 3 },
        { line: lines[1]!.line, quantity: 0 },
      ],
      items: [{ item: c!, quantity: 2 }],
    });
    expect(selection.items.map((line) => [line.item, line.quantity])).toEqual([
      [a, 3],
      [c, 2],
    ]);
  });

  it('reports failed batch operations, with 200 when some succeeded', async () => {
    const [a, b] = facts.inStock.slice(7, 9).map(facts.itemOf);
    const client = await swedishShopperWith(a!, 1);
    const token = client.token()!;
    const partial = await call('PUT', 'items', {
      headers: { 'API-token': token },
      body: JSON.stringify({
        lines: [{ line: 'ffffffffffffffffffffffffffffffff', quantity: 1 }],
        items: [{ item: b, quantity: 1 }],
      }),
    });
    expect(partial.status).toBe(200);
    expect(partial.json.errors).toEqual({ 'lines.0': 'not found' });
    const present = await call('PUT', 'items', {
      headers: { 'API-token': token },
      body: JSON.stringify({ items: [{ item: a, quantity: 1 }] }),
    });
    expect(present.status).toBe(406);
    const malformed = await call('PUT', 'items', {
      headers: { 'API-token': token },
      body: '{"lines": "all"}',
    });
    expect(malformed.status).toBe(400);
  });

  it('adds an N-pack as one line whose bundle lists the cans', async () => {
    const product = facts.inStock[9]!;
    const pack = facts.tenPackOf(product);
    const client = await swedishShopperWith(facts.itemOf(pack), 1);
    const [line] = (await client.selection()).selection.items;
    expect(line!.priceEachAsNumber).toBe(pack.prices!['20']!.priceAsNumber);
    expect(line!.bundle).toEqual([
      expect.objectContaining({ product: product.id, item: facts.itemOf(product), quantity: 10 }),
    ]);
  });

  it('keeps preorder items addable when sold out', async () => {
    const client = await swedishShopperWith(facts.itemOf(facts.preorder), 3);
    expect((await client.selection()).selection.items[0]!.quantity).toBe(3);
  });

  it('refuses sold-out items that cannot be preordered with 410 errors.stock', async () => {
    const client = shopper();
    const error = await failure(client.addItem(facts.itemOf(facts.soldOut)));
    expect(error.status).toBe(410);
    expect(error.data.errors).toEqual({ stock: 'unavailable items' });
    expect(error.data.unavailable).toEqual([
      {
        item: facts.itemOf(facts.soldOut),
        product: facts.soldOut.id,
        originalQuantity: 1,
        unavailable: 1,
        available: 0,
      },
    ]);
  });

  it('adds only what stock allows and reports the rest as unavailable', async () => {
    const product = facts.inStock[10]!;
    await emulator.setStock(facts.itemOf(product), 4);
    const client = shopper();
    const response = await client.addItem(facts.itemOf(product), 6);
    expect(response.selection.items[0]!.quantity).toBe(4);
    expect(response.unavailable).toEqual([
      expect.objectContaining({ available: 4, unavailable: 2 }),
    ]);
    // The N-pack draws on the same cans: 4 cans cannot make a 10-pack.
    const error = await failure(client.addItem(facts.itemOf(facts.tenPackOf(product))));
    expect(error.status).toBe(410);
  });

  it('refuses items the session market does not sell', async () => {
    const client = shopper();
    await client.setCountry('GB');
    const error = await failure(client.addItem(facts.itemOf(facts.limited)));
    expect(error.status).toBe(406);
    expect(error.data.errors).toEqual({ item: 'not sold in this market' });
  });

  it('validates quantities in the path', async () => {
    const client = shopper();
    for (const quantity of ['0', '-1', '1.5', 'many', '1000']) {
      const error = await failure(client.addItem('1001-1', quantity as unknown as number));
      expect(error.status).toBe(406);
      expect(error.data.errors).toHaveProperty('quantity');
    }
    expect((await client.selection()).selection.items).toHaveLength(0);
  });
});
