import { Hono } from 'hono';
import type { StorePrice } from '../../adapters/price-comparison/price-comparison';
import type { AppEnv } from '../../app-env';
import type { StoreComparison } from '../../contract/page-data';
import { soldIn } from '../../domain/catalogue';
import { BadRequest } from '../../http/bad-request';
import { marketPrices } from '../../render/product-cards';

/** The browser asks again at most every few minutes; the feed's prices move slowly. */
const MAX_AGE_SECONDS = 300;

/**
 * GET /api/price-comparison/{productId}: other stores' prices for a product in the market of
 * the address (its host and locale prefix), in that market's money, and whether they are the
 * embedded stand-in's examples. The product page asks for them once it is shown, so a slow
 * feed never holds the page back. Our own price and the SKU come from the catalogue, never
 * from the caller. A shop without a comparison answers an empty list.
 */
export const priceComparisonRoute = new Hono<AppEnv>().get('/:productId', async (c) => {
  const productId = c.req.param('productId');
  if (!/^\d{1,12}$/.test(productId)) throw new BadRequest(400, 'productId: a product id');
  const request = c.get('market');
  const { catalogue, priceComparison } = c.get('services');
  const { products } = await catalogue.products(request.market.language, {
    products: [productId],
    limit: 1,
    relatedProducts: false,
  });
  const product = products[0];
  if (!product || !soldIn(product, request.market.centraMarket))
    throw new BadRequest(404, `No product ${productId} in this market`);
  const prices = marketPrices(request);
  const ours = prices.of(product)?.priceAsNumber;
  let stores: StorePrice[] = [];
  if (ours !== undefined && priceComparison) {
    try {
      stores = await priceComparison.prices(product.sku, request.market.currency, ours);
    } catch (error) {
      // A nice-to-have: the product page simply shows no comparison.
      console.warn('price comparison unavailable', error);
    }
  }
  c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
  const answer: StoreComparison = {
    stores: stores.map((store) => ({
      store: store.store,
      price: prices.format(store.price) ?? '',
      ...(store.url ? { url: store.url } : {}),
    })),
    example: stores.length > 0 && priceComparison?.example === true,
  };
  return c.json(answer);
});
