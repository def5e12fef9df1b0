import { Hono, type Context } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { z } from 'zod';
import { validateEmail } from '../../../domain/validation';
import type { ApiState, CheckoutApiEnv } from '../api-env';
import { ApiFailure } from '../http/api-failure';
import { readBody } from '../http/read-body';
import { respond } from '../http/respond';
import {
  hashPassword,
  isAcceptablePassword,
  MAX_PASSWORD_LENGTH,
  sha256Hex,
  verifyNothing,
  verifyPassword,
} from '../security/password';
import { localeJson, selectionEnvelope } from '../service/selection-envelope';
import { requireSavedSession } from '../service/session-selection';
import { signIn, signOut } from '../service/sign-in';
import {
  customerDetailsSchema,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  loggedInJson,
  updateCustomerStatement,
  type Customer,
} from '../store/customer-store';
import { customerOrders, orderJson } from '../store/order-store';
import { newToken } from '../http/token';
import { isAllowedOrigin } from '../http/allowed-origins';
import { sendMail } from '../store/mail-outbox';

const password = z.string().max(MAX_PASSWORD_LENGTH, 'not valid');
const registerBody = customerDetailsSchema.extend({
  email: z.string().trim().max(254),
  password,
  consents: z.array(z.unknown()).max(20).optional(),
  customerClubFields: z.record(z.string(), z.unknown()).optional(),
});
const loginBody = z.object({ password });
const resetEmailBody = z.object({ linkUri: z.string().trim().max(2000).optional() });
const resetBody = z.object({
  i: z.string().max(128),
  id: z.union([z.string().max(20), z.number().int()]).transform(String),
  newPassword: password,
});
const ordersBody = z.object({
  from: z.number().int().min(0).max(100_000).optional(),
  size: z.number().int().min(1).max(100).optional(),
});
const passwordBody = z.object({ password, newPassword: password });
const newsletterBody = z.object({
  country: z.string().max(2).optional(),
  language: z.string().max(10).optional(),
  product: z
    .union([z.string().max(64), z.number()])
    .transform(String)
    .optional(),
  item: z.string().max(64).optional(),
  // A honeypot: people never see this field, so a filled one means a bot.
  email_field: z.string().max(500).optional(),
});

/** How long a password-reset link works. */
const RESET_LINK_HOURS = 2;

function checkEmail(email: string): string {
  const result = validateEmail(email);
  if (!result.ok) throw new ApiFailure(406, { email: 'not valid' });
  return result.email;
}

async function signedInCustomer(api: ApiState): Promise<Customer> {
  const customer = api.session.customerId
    ? await findCustomerById(api.db, api.session.customerId)
    : null;
  if (!customer) throw new ApiFailure(403, { accessRight: 'denied' });
  return customer;
}

/**
 * Where the reset link points: the storefront's page (absolute, or relative to the caller's
 * origin), and only ever one of the shop's own origins: a link to anywhere else would mail
 * the secret to whoever asked.
 */
function resetPage(c: Context<CheckoutApiEnv>, linkUri: string | undefined): URL {
  const api = c.get('api');
  const allowed = (origin: string) => isAllowedOrigin(origin, c.req.url, api.settings.extraOrigins);
  const caller = c.req.header('origin');
  const origin = caller && allowed(caller) ? caller : api.origin;
  let page: URL;
  try {
    page = new URL(linkUri || '/password-reset', origin);
  } catch {
    throw new ApiFailure(406, { linkUri: 'not valid' });
  }
  if (!allowed(page.origin))
    throw new ApiFailure(406, { linkUri: "not one of the shop's own addresses" });
  return page;
}

function resetLink(page: URL, id: number, secret: string): string {
  const link = new URL(page);
  link.searchParams.set('id', String(id));
  link.searchParams.set('i', secret);
  return link.href;
}

export const customerRoutes = new Hono<CheckoutApiEnv>()
  .post('/register', async (c) => {
    const api = c.get('api');
    requireSavedSession(api);
    const {
      email,
      password: plain,
      consents: _consents,
      customerClubFields: _club,
      ...details
    } = await readBody(c.req.raw, registerBody);
    const address = checkEmail(email);
    if (!isAcceptablePassword(plain)) throw new ApiFailure(406, { password: 'not valid' });
    const hash = await hashPassword(plain);
    const id = await insertCustomer(api.db, {
      email: address,
      passwordHash: hash.hash,
      passwordSalt: hash.salt,
      passwordIterations: hash.iterations,
      details: {
        ...details,
        language: details.language ?? api.session.language,
        country: details.country ?? api.session.country ?? undefined,
      },
    });
    if (id === null) throw new ApiFailure(409, { email: 'already registered' });
    await signIn(api, (await findCustomerById(api.db, id))!);
    return respond(c, await selectionEnvelope(api));
  })
  .post('/login/:email', async (c) => {
    const api = c.get('api');
    requireSavedSession(api);
    const body = await readBody(c.req.raw, loginBody);
    const customer = await findCustomerByEmail(api.db, c.req.param('email'));
    const valid = customer
      ? await verifyPassword(body.password, {
          hash: customer.passwordHash,
          salt: customer.passwordSalt,
          iterations: customer.passwordIterations,
        })
      : await verifyNothing(body.password);
    // The same answer whether the account exists or not.
    if (!customer || !valid) throw new ApiFailure(406, { password: 'incorrect' });
    await signIn(api, customer);
    return respond(c, await selectionEnvelope(api));
  })
  .post('/logout', async (c) => {
    const api = c.get('api');
    requireSavedSession(api);
    await signOut(api);
    return respond(c, await selectionEnvelope(api));
  })
  .post('/password-reset-email/:email', async (c) => {
    const api = c.get('api');
    requireSavedSession(api);
    const body = await readBody(c.req.raw, resetEmailBody);
    const email = checkEmail(c.req.param('email'));
    const page = resetPage(c, body.linkUri);
    const customer = await findCustomerByEmail(api.db, email);
    // Unknown emails get the same answer, so the call cannot probe for accounts.
    if (customer) {
      const secret = newToken() + newToken();
      const created = new Date();
      const row = await api.db
        .prepare(
          `INSERT INTO password_resets (customer_id, secret_hash, created_at, expires_at)
           VALUES (?1, ?2, ?3, ?4) RETURNING id`,
        )
        .bind(
          customer.id,
          await sha256Hex(secret),
          created.toISOString(),
          new Date(created.getTime() + RESET_LINK_HOURS * 3_600_000).toISOString(),
        )
        .first<{ id: number }>();
      // No mail leaves the embedded tenant: the link waits in its outbox for the inspection route.
      sendMail({ email, link: resetLink(page, row!.id, secret), createdAt: created.toISOString() });
    }
    return respond(c, await selectionEnvelope(api));
  })
  .post('/password-reset', async (c) => {
    const api = c.get('api');
    requireSavedSession(api);
    const body = await readBody(c.req.raw, resetBody);
    if (!isAcceptablePassword(body.newPassword))
      throw new ApiFailure(406, { newPassword: 'not valid' });
    const reset = /^\d+$/.test(body.id)
      ? await api.db
          .prepare(
            `SELECT * FROM password_resets WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2`,
          )
          .bind(Number(body.id), new Date().toISOString())
          .first<{ id: number; customer_id: number; secret_hash: string }>()
      : null;
    if (!reset || !(await timingSafeEqual(reset.secret_hash, await sha256Hex(body.i)))) {
      throw new ApiFailure(406, { i: 'not valid or expired' });
    }
    const hash = await hashPassword(body.newPassword);
    const claimed = await api.db.batch([
      api.db
        .prepare(`UPDATE password_resets SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL`)
        .bind(reset.id, new Date().toISOString()),
      updateCustomerStatement(api.db, reset.customer_id, { password: hash }),
    ]);
    if (!claimed[0]?.meta.changes) throw new ApiFailure(406, { i: 'not valid or expired' });
    // The reset signs this browser in on its own token, as Centra does; other sessions are
    // left as they are (Centra documents no sign-out elsewhere, decision 0030).
    await signIn(api, (await findCustomerById(api.db, reset.customer_id))!);
    return respond(c, await selectionEnvelope(api));
  })
  .post('/orders', async (c) => {
    const api = c.get('api');
    const body = await readBody(c.req.raw, ordersBody);
    const customer = await signedInCustomer(api);
    const from = body.from ?? 0;
    const size = body.size ?? 100;
    const { rows, total } = await customerOrders(api.db, customer.id, from, size);
    return respond(c, {
      orders: rows.map(orderJson),
      ordersPaging: { from, size, totalSize: total },
      ...localeJson(api.session),
      loggedIn: loggedInJson(customer),
    });
  })
  .get('/customer', async (c) => {
    const api = c.get('api');
    const customer = await signedInCustomer(api);
    return respond(c, { loggedIn: loggedInJson(customer) });
  })
  .put('/customer/update', async (c) => {
    const api = c.get('api');
    const body = await readBody(c.req.raw, customerDetailsSchema);
    const customer = await signedInCustomer(api);
    await updateCustomerStatement(api.db, customer.id, {
      details: { ...customer.details, ...body },
    }).run();
    return respond(c, await selectionEnvelope(api));
  })
  .put('/password', async (c) => {
    const api = c.get('api');
    const body = await readBody(c.req.raw, passwordBody);
    const customer = await signedInCustomer(api);
    const valid = await verifyPassword(body.password, {
      hash: customer.passwordHash,
      salt: customer.passwordSalt,
      iterations: customer.passwordIterations,
    });
    if (!valid) throw new ApiFailure(406, { password: 'incorrect' });
    if (!isAcceptablePassword(body.newPassword))
      throw new ApiFailure(406, { newPassword: 'not valid' });
    // Only the password changes: this session keeps its token and its sign-in (decision 0030).
    await updateCustomerStatement(api.db, customer.id, {
      password: await hashPassword(body.newPassword),
    }).run();
    return respond(c, await selectionEnvelope(api));
  })
  .post('/newsletter-subscription/:email', async (c) => {
    const api = c.get('api');
    const body = await readBody(c.req.raw, newsletterBody);
    const email = checkEmail(c.req.param('email'));
    if (body.email_field) return respond(c, { subscribed: true });
    if (body.item) {
      const item = await api.db
        .prepare(`SELECT product_id FROM items WHERE item = ?1`)
        .bind(body.item)
        .first<{ product_id: number }>();
      if (!item) throw new ApiFailure(404, { item: 'product item not found' });
      if (body.product && body.product !== String(item.product_id))
        throw new ApiFailure(406, { product: 'does not match the item' });
    }
    {
      await api.db
        .prepare(
          `INSERT INTO subscriptions (email, country, language, product, item, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
        )
        .bind(
          email,
          body.country ?? api.session.country,
          body.language ?? api.session.language,
          body.product ?? null,
          body.item ?? null,
          new Date().toISOString(),
        )
        .run();
    }
    return respond(c, { subscribed: true });
  });
