import { Hono } from 'hono';
import { z } from 'zod';
import type { CheckoutApiEnv } from '../api-env';
import { countryByCode } from '../fixtures/countries';
import { ApiFailure } from '../http/api-failure';
import { readBody } from '../http/read-body';
import { respond } from '../http/respond';
import { isServerCall } from '../http/server-auth';
import {
  GEO_COUNTRY,
  TENANT_CHECKS,
  tenantChecksEnforced,
  tenantChecksOf,
  writeSetting,
} from '../store/emulator-settings';
import { ensureSeeded, resetDatabase } from '../store/seed-database';
import { lastMail } from '../store/mail-outbox';
import { expireSession } from '../store/session-store';

const stockBody = z.object({ quantity: z.number().int().min(0).max(1_000_000) });
const geoBody = z.object({ country: z.string().length(2).nullable() });
const tenantChecksBody = z.object({ enforced: z.boolean() });

/**
 * Local inspection routes (not part of Centra): tests and developers reset the tenant,
 * set stock and the geo country, switch the tenant's own checks off, expire tokens and read
 * what would have been mailed.
 * Open outside production; in production only with the configured inspection token.
 */
export const emulatorRoutes = new Hono<CheckoutApiEnv>()
  .use(async (c, next) => {
    const settings = c.get('settings');
    c.set('api', {
      db: c.env.DB,
      settings,
      session: {
        token: '',
        selectionId: null,
        customerId: null,
        country: null,
        state: null,
        language: 'en',
        pricelist: 20,
        market: 1,
        lastOrderId: null,
      },
      stateless: true,
      origin: new URL(c.req.url).origin,
      serverCall: await isServerCall(c),
      tenantChecks: tenantChecksOf(c.env.DB),
    });
    if (!(await settings.mayInspect(c.req.header('authorization'))))
      throw new ApiFailure(404, { endpoint: 'not found' });
    if (c.req.path.endsWith('/reset')) return next();
    await ensureSeeded(c.env.DB);
    return next();
  })
  .post('/reset', async (c) => {
    await resetDatabase(c.env.DB);
    return respond(c, { reset: true });
  })
  .get('/stock/:item', async (c) => {
    const row = await c.env.DB.prepare(
      `SELECT i.item, i.stock_item, s.quantity FROM items i JOIN stock s ON s.item = i.stock_item WHERE i.item = ?1`,
    )
      .bind(c.req.param('item'))
      .first<{ item: string; stock_item: string; quantity: number }>();
    if (!row) throw new ApiFailure(404, { item: 'product item not found' });
    return respond(c, { item: row.item, stockItem: row.stock_item, quantity: row.quantity });
  })
  .put('/stock/:item', async (c) => {
    const { quantity } = await readBody(c.req.raw, stockBody);
    const result = await c.env.DB.prepare(
      `UPDATE stock SET quantity = ?2 WHERE item = (SELECT stock_item FROM items WHERE item = ?1)`,
    )
      .bind(c.req.param('item'), quantity)
      .run();
    if (!result.meta.changes) throw new ApiFailure(404, { item: 'product item not found' });
    // What Centra's stock webhook does for a live shop: the shop forgets what it cached of the
    // products sold from this stock (a single can and the multipacks of it share one).
    const { results } = await c.env.DB.prepare(
      `SELECT DISTINCT product_id FROM items WHERE stock_item = (SELECT stock_item FROM items WHERE item = ?1)`,
    )
      .bind(c.req.param('item'))
      .all<{ product_id: number }>();
    await c.get('settings').onCatalogueChange(results.map((row) => String(row.product_id)));
    return respond(c, { item: c.req.param('item'), quantity });
  })
  .put('/geo', async (c) => {
    const { country } = await readBody(c.req.raw, geoBody);
    if (country !== null && !countryByCode(country))
      throw new ApiFailure(404, { country: 'not found' });
    await writeSetting(c.env.DB, GEO_COUNTRY, country?.toUpperCase() ?? null);
    return respond(c, { country: country?.toUpperCase() ?? null });
  })
  // A tenant that checks nothing: payments without the 18+ confirmation, to countries it does
  // not ship to, and carts with what the market may not sell all go through. What the shop
  // itself guards is tested against it.
  .get('/tenant-checks', async (c) =>
    respond(c, { enforced: await tenantChecksEnforced(c.env.DB) }),
  )
  .put('/tenant-checks', async (c) => {
    const { enforced } = await readBody(c.req.raw, tenantChecksBody);
    await writeSetting(c.env.DB, TENANT_CHECKS, enforced ? null : 'off');
    return respond(c, { enforced });
  })
  .post('/expire-token/:token', async (c) => {
    if (!(await expireSession(c.env.DB, c.req.param('token'))))
      throw new ApiFailure(404, { token: 'not found' });
    return respond(c, { expired: true });
  })
  .get('/password-reset-link', async (c) => {
    const mail = lastMail();
    if (!mail) throw new ApiFailure(404, { link: 'no password reset was requested' });
    return respond(c, { link: mail.link, email: mail.email, createdAt: mail.createdAt });
  })
  .get('/subscriptions', async (c) => {
    const { results } = await c.env.DB.prepare(`SELECT * FROM subscriptions ORDER BY id`).all();
    return respond(c, { subscriptions: results });
  });
