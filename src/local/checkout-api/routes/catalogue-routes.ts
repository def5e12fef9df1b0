import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isSupportedLanguage } from '../../../domain/markets';
import type { ApiState, CheckoutApiEnv } from '../api-env';
import { productQuerySchema, runProductQuery, type ProductQuery } from '../catalogue/product-query';
import { productJson, type ProductView } from '../catalogue/product-view';
import { pricelistById } from '../../../../seed/catalogue/pricelists';
import { ApiFailure } from '../http/api-failure';
import { readBody } from '../http/read-body';
import { respond } from '../http/respond';
import {
  categoryIdByUri,
  loadBrands,
  loadCategories,
  loadContext,
  loadIndex,
  productIdByUri,
} from '../store/catalogue-store';

/** Market and pricelist other than the session's are server-side only. */
function viewOf(
  c: Context<CheckoutApiEnv>,
  query: Partial<ProductQuery>,
): ProductView & { market: number | 'all' } {
  const api = c.get('api');
  const asked = query.market !== undefined || query.pricelist !== undefined;
  if (asked && !api.serverCall) {
    throw new ApiFailure(401, {
      authorization: 'market and pricelist need the shared secret as a Bearer token',
    });
  }
  if (typeof query.pricelist === 'number' && !pricelistById(query.pricelist)) {
    throw new ApiFailure(404, { pricelist: 'not found' });
  }
  return {
    pricelist: query.pricelist ?? api.session.pricelist,
    market: query.market ?? api.session.market,
    marketAll: query.market === 'all',
    language: isSupportedLanguage(query.language) ? query.language : api.session.language,
    relatedProducts: query.relatedProducts ?? false,
  };
}

async function listProducts(api: ApiState, query: ProductQuery, view: ReturnType<typeof viewOf>) {
  const sortPricelist = view.pricelist === 'all' ? api.session.pricelist : view.pricelist;
  const [index, categories] = await Promise.all([
    loadIndex(api.db, view.market, sortPricelist),
    loadCategories(api.db),
  ]);
  const result = runProductQuery(index, query, categories);
  const context = result.ids.length
    ? await loadContext(api.db, result.ids, api.origin, view.language)
    : null;
  const products = result.ids.flatMap((id) => {
    const record = context?.products.get(id);
    return record && context ? [productJson(record, context, view)] : [];
  });
  return { products, productCount: result.productCount, filter: result.filter };
}

const uriBody = productQuerySchema.extend({
  uri: z.string().trim().min(1).max(500),
  for: z
    .array(z.enum(['product', 'category']))
    .min(1)
    .default(['product', 'category']),
});

const categoriesBody = z.object({
  market: productQuerySchema.shape.market,
  pricelist: productQuerySchema.shape.pricelist,
  language: z.string().max(10).optional(),
});

async function categoriesJson(api: ApiState) {
  const categories = await loadCategories(api.db);
  return [...categories.values()].map((category) => ({
    category: String(category.id),
    name: category.name,
    uri: category.uri,
    ...(category.parent !== undefined ? { inCategory: String(category.parent) } : {}),
    sortOrder: category.sortOrder,
    metaTitle: category.metaTitle,
    metaDescription: category.metaDescription,
    metaKeywords: '',
  }));
}

/** Splits "category/path/product-uri" into a category path and a product uri. */
function splitProductPath(uri: string): { categoryUri: string | null; productUri: string } {
  const trimmed = uri.replace(/^\/+|\/+$/g, '');
  const cut = trimmed.lastIndexOf('/');
  return cut < 0
    ? { categoryUri: null, productUri: trimmed }
    : { categoryUri: trimmed.slice(0, cut), productUri: trimmed.slice(cut + 1) };
}

export const catalogueRoutes = new Hono<CheckoutApiEnv>()
  .post('/products', async (c) => {
    const query = await readBody(c.req.raw, productQuerySchema);
    return respond(c, await listProducts(c.get('api'), query, viewOf(c, query)));
  })
  .get('/products/:product', async (c) => {
    const api = c.get('api');
    const id = c.req.param('product');
    if (!/^\d+$/.test(id)) throw new ApiFailure(404, { product: 'not found' });
    const view = viewOf(c, {});
    const context = await loadContext(api.db, [Number(id)], api.origin, view.language);
    const record = context.products.get(Number(id));
    if (!record || !record.seed.markets.includes(api.session.market)) {
      throw new ApiFailure(404, { product: 'not found' });
    }
    return respond(c, { product: productJson(record, context, view) });
  })
  .post('/uri', async (c) => {
    const api = c.get('api');
    const body = await readBody(c.req.raw, uriBody);
    const view = viewOf(c, body);
    const uri = body.uri.replace(/^\/+|\/+$/g, '');
    if (body.for.includes('product')) {
      const { categoryUri, productUri } = splitProductPath(uri);
      const id = await productIdByUri(api.db, productUri);
      if (id !== null) {
        const context = await loadContext(api.db, [id], api.origin, view.language);
        const record = context.products.get(id)!;
        const inCategory =
          categoryUri === null ||
          record.seed.categoryIds.some(
            (categoryId) => context.categories.get(categoryId)?.uri === categoryUri,
          );
        const inMarket = view.market === 'all' || record.seed.markets.includes(view.market);
        if (inCategory && inMarket) {
          return respond(c, { found: 'product', product: productJson(record, context, view) });
        }
      }
    }
    if (body.for.includes('category')) {
      const categoryId = await categoryIdByUri(api.db, uri);
      if (categoryId !== null) {
        const listing = await listProducts(
          api,
          { ...body, categories: [String(categoryId)] },
          view,
        );
        const categories = await categoriesJson(api);
        return respond(c, {
          found: 'category',
          category: categories.find((category) => category.category === String(categoryId)),
          ...listing,
        });
      }
    }
    throw new ApiFailure(404, { uri: 'not found' });
  })
  .get('/brands', async (c) => {
    const brands = await loadBrands(c.get('api').db);
    return respond(c, {
      brands: brands.map((brand) => ({
        brand: String(brand.id),
        name: brand.name,
        uri: brand.uri,
        metaTitle: brand.meta_title,
        metaDescription: brand.meta_description,
        metaKeywords: brand.meta_keywords,
      })),
    });
  })
  .get('/categories', async (c) => respond(c, { categories: await categoriesJson(c.get('api')) }))
  .post('/categories', async (c) => {
    const body = await readBody(c.req.raw, categoriesBody);
    viewOf(c, body);
    return respond(c, { categories: await categoriesJson(c.get('api')) });
  });
