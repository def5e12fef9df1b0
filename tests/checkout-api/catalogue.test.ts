import { beforeAll, describe, expect, it } from 'vitest';
import { representativePrice } from '../../src/domain/catalogue';
import { call, catalogue, emulator, SHARED_SECRET, shopper } from './support/clients';

beforeAll(async () => {
  await emulator.reset();
});

describe('catalogue', () => {
  it('lists single cans of category 1 with every pricelist and market, mapped to domain products', async () => {
    const { products, productCount } = await catalogue().products('en', {
      categories: ['1'],
      relatedProducts: true,
      limit: 12,
    });
    expect(products).toHaveLength(12);
    expect(productCount).toBeGreaterThanOrEqual(150);
    const [first] = products;
    expect(Object.keys(first!.prices!)).toEqual(['20', '21', '22', '23', '24', '25', '26']);
    expect(first!.price).toBeUndefined();
    expect(first!.media?.standard[0]).toMatch(/^http:\/\/localhost\/media\/products\/.+\.webp$/);
    const variants = first!.relatedProducts.filter((related) => related.relation === 'variant');
    expect(variants.length).toBeGreaterThanOrEqual(4);
    expect(variants.every((variant) => variant.bundleInfo?.prices?.length === 7)).toBe(true);
    expect(representativePrice(first!, '20')?.priceAsNumber).toBe(
      variants.find((v) => v.bundleInfo?.quantity === 10)!.prices!['20']!.priceAsNumber,
    );
  });

  it('pages with skipFirst and limit, counting before paging', async () => {
    const client = catalogue();
    const page1 = await client.products('en', { categories: ['1'], limit: 5 });
    const page2 = await client.products('en', { categories: ['1'], limit: 5, skipFirst: 5 });
    expect(page1.productCount).toBe(page2.productCount);
    expect(page1.products.map((p) => p.id)).not.toEqual(page2.products.map((p) => p.id));
  });

  it('filters AND across fields, OR within one, with counts and total counts', async () => {
    const client = catalogue();
    const all = await client.filters('en');
    const flavour = all.find((filter) => filter.field === 'flavour')!;
    expect(flavour.values.map((value) => value.value).sort()).toEqual([
      'berry',
      'citrus',
      'coffee',
      'cola',
      'fruit',
      'liquorice',
      'mint',
      'natural',
      'other',
    ]);
    // The filter-only read matches no product, so every count is 0 and totals are complete.
    expect(flavour.values.every((value) => value.count === 0 && value.totalCount > 0)).toBe(true);
    const filtered = await client.products('en', {
      categories: ['1'],
      flavour: ['mint', 'cola'],
      strength: ['4'],
    });
    expect(filtered.products.length).toBe(filtered.productCount);
    expect(
      filtered.products.every((p) => ['mint', 'cola'].includes(p.flavour!) && p.strength === '4'),
    ).toBe(true);
    const strength = filtered.filter.find((filter) => filter.field === 'strength')!;
    expect(strength.values.find((value) => value.value === '4')!.count).toBe(filtered.productCount);
    expect(strength.values.find((value) => value.value === '1')!.count).toBe(0);
  });

  it('searches and sorts by price', async () => {
    const client = catalogue();
    const { products } = await client.products('en', {
      categories: ['1'],
      search: 'mint',
      sortOrder: [{ field: 'priceAsNumber', order: 'desc' }],
    });
    expect(products.length).toBeGreaterThan(0);
    expect(
      products.every((product) =>
        `${product.name} ${product.flavour}`.toLowerCase().includes('mint'),
      ),
    ).toBe(true);
  });

  it('translates texts by language', async () => {
    const client = catalogue();
    const [english] = (await client.products('en', { categories: ['1'], limit: 1 })).products;
    const [swedish] = (await client.products('sv', { categories: ['1'], limit: 1 })).products;
    expect(swedish!.id).toBe(english!.id);
    expect(swedish!.description).not.toBe(english!.description);
  });

  it('finds products and categories by URI and answers 404 errors.uri otherwise', async () => {
    const client = catalogue();
    const [product] = (await client.products('en', { categories: ['1'], limit: 1 })).products;
    expect(await client.byUri(product!.uri, 'en')).toMatchObject({
      found: 'product',
      product: { id: product!.id },
    });
    expect(await client.byUri(`nicotine-pouches/${product!.uri}`, 'en')).toMatchObject({
      found: 'product',
    });
    const category = await client.byUri('nicotine-pouches/strong', 'en', { limit: 3 });
    expect(category).toMatchObject({
      found: 'category',
      category: { uri: 'nicotine-pouches/strong' },
    });
    if (category?.found === 'category')
      expect(category.page.products.every((p) => p.strength === '3')).toBe(true);
    expect(await client.byUri('no/such/thing', 'en')).toBeNull();
    const raw = await call('POST', 'uri', { body: JSON.stringify({ uri: 'nothing-here' }) });
    expect(raw.status).toBe(404);
    expect(raw.json.errors).toEqual({ uri: 'not found' });
  });

  it('lists brands and categories', async () => {
    const client = catalogue();
    expect((await client.brands()).length).toBeGreaterThanOrEqual(15);
    expect((await client.categories('en')).map((category) => category.uri)).toContain(
      'nicotine-pouches',
    );
  });

  it('reads only the filters for product -1 with limit 1: no product, every value’s total', async () => {
    const raw = await call('POST', 'products', {
      headers: { Authorization: `Bearer ${SHARED_SECRET}` },
      body: JSON.stringify({
        market: 'all',
        pricelist: 'all',
        categories: ['1'],
        products: ['-1'],
        limit: 1,
      }),
    });
    expect(raw.status).toBe(200);
    expect(raw.json).toMatchObject({ products: [], productCount: 0 });
    const filter = raw.json.filter as {
      field: string;
      values: { value: string; count: number; totalCount: number; data: unknown }[];
    }[];
    expect(filter.map((field) => field.field)).toEqual(
      expect.arrayContaining(['brands', 'flavour', 'strength', 'format']),
    );
    for (const field of filter)
      expect(field.values.every((value) => value.count === 0 && value.totalCount > 0)).toBe(true);
    // Brands are keyed by id and named in their data: the same brands GET brands lists.
    const brands = filter.find((field) => field.field === 'brands')!.values;
    const listed = await catalogue().brands();
    expect(brands.map((value) => value.data)).toEqual(
      expect.arrayContaining(
        listed.map((brand) => ({ brand: brand.brand, brandName: brand.name })),
      ),
    );
    expect(brands).toHaveLength(listed.length);
  });

  it('needs the shared secret for market and pricelist "all"', async () => {
    const body = JSON.stringify({ market: 'all', pricelist: 'all', limit: 1 });
    const anonymous = await call('POST', 'products', { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.errors).toHaveProperty('authorization');
    const wrong = await call('POST', 'products', {
      body,
      headers: { Authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('shows a browser session its own pricelist and market only', async () => {
    const client = shopper();
    await client.setCountry('GB');
    const raw = await call('POST', 'products', {
      headers: { 'API-token': client.token()! },
      body: JSON.stringify({ categories: ['1'], tags: ['limited-edition'] }),
    });
    expect(raw.status).toBe(200);
    expect(raw.json.productCount).toBe(0);
    const one = await call('POST', 'products', {
      headers: { 'API-token': client.token()! },
      body: JSON.stringify({ limit: 1 }),
    });
    expect((one.json.products as { price: string }[])[0]!.price).toMatch(/^£/);
  });
});
