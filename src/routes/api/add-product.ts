import { Hono } from 'hono';
import { z } from 'zod';
import { cachedCatalogue } from '../../adapters/checkout/cached-catalogue';
import { checkoutApiBaseUrl, serverCheckoutFetch } from '../../adapters/checkout/checkout-services';
import type { AppEnv } from '../../app-env';
import { waitUntilOf } from '../../middleware/wait-until';
import { BadRequest, readJson } from './json-body';

const MAX_BYTES = 4 * 1024;

export const addProductSchema = z.strictObject({
  /** The shopper's Checkout API token; absent for a first visit (a session is created). */
  token: z
    .string()
    .regex(/^[\w-]{8,128}$/, 'a Checkout API token')
    .optional(),
  productId: z
    .union([z.string().regex(/^\d{1,12}$/, 'a product id'), z.number().int().positive()])
    .transform(String),
  quantity: z.number().int().min(1).max(100).default(1),
  comment: z.string().trim().max(500).optional(),
  productUrl: z.string().max(2048).optional(),
});

/**
 * POST /api/addProduct: adds a product's can to the shopper's selection through the
 * Checkout API (`POST items/{item}/quantity/{qty}`) and answers with the selection.
 */
export const addProductRoute = new Hono<AppEnv>().post('/', async (c) => {
  const body = await readJson(c, addProductSchema, MAX_BYTES);
  const config = c.get('config');
  const origin = new URL(c.req.url).origin;
  const catalogue = cachedCatalogue({ config, env: c.env, origin, waitUntil: waitUntilOf(c) });
  const language = c.get('market').market.language;
  const { products } = await catalogue.products(language, {
    products: [body.productId],
    limit: 1,
    relatedProducts: false,
  });
  const item = products[0]?.items[0]?.item;
  if (!item) throw new BadRequest(422, `productId: no product ${body.productId} in the catalogue`);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (body.token) headers['API-token'] = body.token;
  const response = await serverCheckoutFetch(
    config,
    c.env,
  )(
    new Request(
      `${checkoutApiBaseUrl(config, origin)}/items/${encodeURIComponent(item)}/quantity/${body.quantity}`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          ...(body.productUrl ? { productUrl: body.productUrl } : {}),
          ...(body.comment ? { comment: body.comment } : {}),
        }),
      },
    ),
  );
  c.header('Cache-Control', 'no-store');
  return c.json(await response.json(), response.status as 200);
});
