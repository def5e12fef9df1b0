import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { TOKEN_PATTERN } from '../../contract/session-cookies';
import type { AppEnv } from '../../app-env';
import { BadRequest } from '../../http/bad-request';
import { passOnRefusal } from '../../http/checkout-refusal';
import { bodyWithin, readJson } from '../../http/json-body';
import { csrfProtection } from '../../middleware/csrf';
import { clientAddress, rateLimited } from '../../middleware/rate-limit';

const MAX_BYTES = 4 * 1024;

const addProductSchema = z.strictObject({
  /** The shopper's Checkout API token; absent for a first visit (a session is created). */
  token: z.string().regex(TOKEN_PATTERN, 'a Checkout API token').optional(),
  productId: z
    .union([z.string().regex(/^\d{1,12}$/, 'a product id'), z.number().int().positive()])
    .transform(String),
  quantity: z.number().int().min(1).max(100).default(1),
  comment: z.string().trim().max(500).optional(),
  productUrl: z.string().max(2048).optional(),
});

/**
 * What an add counts against: the caller's address always, and the cart's token when it
 * sends one. Counted by the token alone, a caller would escape the limit by sending a new
 * token each time; by the address alone, one cart could be filled from many addresses.
 */
async function cartKeys(c: Context<AppEnv>): Promise<string[]> {
  // Hono keeps the text it read: the route reads the same body again without a second stream.
  let token: unknown;
  try {
    token = (JSON.parse(await c.req.text()) as { token?: unknown } | null)?.token;
  } catch {
    token = undefined;
  }
  const address = `address:${clientAddress(c)}`;
  return typeof token === 'string' ? [address, `token:${token.slice(0, 128)}`] : [address];
}

/**
 * POST /api/addProduct: adds a product's can to the shopper's selection through the
 * Checkout API (`POST items/{item}/quantity/{qty}`) and answers with the selection, or with
 * the Checkout API's own error and status. Each cart, and each address, adds at most so many
 * a minute.
 */
export const addProductRoute = new Hono<AppEnv>().post(
  '/',
  csrfProtection,
  bodyWithin(MAX_BYTES),
  rateLimited('cart', cartKeys),
  async (c) => {
    const body = await readJson(c, addProductSchema);
    const { catalogue, shopperCheckout } = c.get('services');
    const language = c.get('market').market.language;
    const { products } = await catalogue.products(language, {
      products: [body.productId],
      limit: 1,
      relatedProducts: false,
    });
    const item = products[0]?.items[0]?.item;
    if (!item)
      throw new BadRequest(422, `productId: no product ${body.productId} in the catalogue`);
    c.header('Cache-Control', 'no-store');
    try {
      const selection = await shopperCheckout.addItem(body.token, item, body.quantity, {
        ...(body.productUrl ? { productUrl: body.productUrl } : {}),
        ...(body.comment ? { comment: body.comment } : {}),
      });
      return c.json(selection);
    } catch (error) {
      return passOnRefusal(c, error);
    }
  },
);
