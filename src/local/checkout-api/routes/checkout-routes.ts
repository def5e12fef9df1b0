import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { CheckoutApiEnv } from '../api-env';
import { countryByCode } from '../fixtures/countries';
import { paymentMethodsFor } from '../fixtures/payment-methods';
import { shippingMethodsFor } from '../fixtures/shipping-methods';
import { ApiFailure } from '../http/api-failure';
import { readBody } from '../http/read-body';
import { respond } from '../http/respond';
import { addressSchema, mergeAddress } from '../service/address';
import { changeCountry } from '../service/change-country';
import { completePayment, paymentResultSchema } from '../service/payment-result';
import { selectionEnvelope, localeJson } from '../service/selection-envelope';
import { ensureSelection } from '../service/session-selection';
import { paymentBodySchema, startPayment } from '../service/start-payment';
import { findCustomerById, loggedInJson } from '../store/customer-store';
import { findOrder, orderJson } from '../store/order-store';
import { findVoucher, loadSelection, updateSelectionStatement } from '../store/selection-store';

const paymentFieldsBody = z.object({
  address: addressSchema.optional(),
  shippingAddress: addressSchema.optional(),
  termsAndConditions: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
  newsletter: z.boolean().optional(),
  additionalNotes: z.string().max(2000).optional(),
});

const voucherBody = z.object({ voucher: z.string().trim().min(1, 'required').max(64) });

async function orderEnvelope(c: Context<CheckoutApiEnv>, order: Record<string, unknown>) {
  const api = c.get('api');
  const customer = api.session.customerId
    ? await findCustomerById(api.db, api.session.customerId)
    : null;
  return respond(c, {
    order,
    ...localeJson(api.session),
    ...(customer ? { loggedIn: loggedInJson(customer) } : {}),
  });
}

export const checkoutRoutes = new Hono<CheckoutApiEnv>()
  .put('/payment-methods/:method', async (c) => {
    const api = c.get('api');
    const method = c.req.param('method');
    if (
      !paymentMethodsFor(countryByCode(api.session.country)).some(
        (entry) => entry.paymentMethod === method,
      )
    ) {
      throw new ApiFailure(404, { paymentMethod: 'not found' });
    }
    const selectionId = await ensureSelection(api);
    await updateSelectionStatement(api.db, selectionId, { paymentMethod: method }).run();
    return respond(c, await selectionEnvelope(api));
  })
  .put('/shipping-methods/:method', async (c) => {
    const api = c.get('api');
    const method = c.req.param('method');
    if (
      !shippingMethodsFor(countryByCode(api.session.country)).some(
        (entry) => entry.shippingMethod === method,
      )
    ) {
      throw new ApiFailure(404, { shippingMethod: 'not found' });
    }
    const selectionId = await ensureSelection(api);
    await updateSelectionStatement(api.db, selectionId, { shippingMethod: method }).run();
    return respond(c, await selectionEnvelope(api));
  })
  .put('/payment-fields', async (c) => {
    const api = c.get('api');
    const body = await readBody(c.req.raw, paymentFieldsBody);
    const newCountry = body.address?.country?.toUpperCase();
    if (newCountry && !countryByCode(newCountry))
      throw new ApiFailure(406, { 'address.country': 'not valid' });
    const selectionId = await ensureSelection(api);
    const row = await loadSelection(api.db, selectionId);
    const address = mergeAddress(row?.address, body.address);
    if (body.newsletter !== undefined) address.newsletter = body.newsletter;
    await updateSelectionStatement(api.db, selectionId, {
      address: JSON.stringify(address),
      shippingAddress: JSON.stringify(mergeAddress(row?.shipping_address, body.shippingAddress)),
      ...(body.termsAndConditions !== undefined
        ? { termsAccepted: body.termsAndConditions ? 1 : 0 }
        : {}),
      ...(body.additionalNotes !== undefined ? { additionalNotes: body.additionalNotes } : {}),
    }).run();
    // A new address country re-prices the selection and revalidates its methods.
    if (newCountry && newCountry !== api.session.country) await changeCountry(api, newCountry);
    return respond(c, await selectionEnvelope(api));
  })
  .post('/vouchers', async (c) => {
    const api = c.get('api');
    const { voucher: code } = await readBody(c.req.raw, voucherBody);
    const voucher = await findVoucher(api.db, code);
    if (!voucher) throw new ApiFailure(404, { voucher: 'not found' });
    if (voucher.expires_at && voucher.expires_at < new Date().toISOString().slice(0, 10)) {
      throw new ApiFailure(406, { voucher: 'expired' });
    }
    const selectionId = await ensureSelection(api);
    await api.db
      .prepare(
        `INSERT INTO selection_vouchers (selection_id, code, position)
         VALUES (?1, ?2, (SELECT COALESCE(MAX(position), 0) + 1 FROM selection_vouchers WHERE selection_id = ?1))
         ON CONFLICT DO NOTHING`,
      )
      .bind(selectionId, voucher.code)
      .run();
    return respond(c, await selectionEnvelope(api));
  })
  .delete('/vouchers/:voucher', async (c) => {
    const api = c.get('api');
    const selectionId = api.session.selectionId;
    const result = selectionId
      ? await api.db
          .prepare(`DELETE FROM selection_vouchers WHERE selection_id = ?1 AND code = ?2`)
          .bind(selectionId, c.req.param('voucher'))
          .run()
      : null;
    if (!result?.meta.changes) throw new ApiFailure(404, { voucher: 'not found' });
    return respond(c, await selectionEnvelope(api));
  })
  .post('/payment', async (c) => {
    const body = await readBody(c.req.raw, paymentBodySchema);
    return respond(c, await startPayment(c.get('api'), body));
  })
  .post('/payment-result', async (c) => {
    const body = await readBody(c.req.raw, paymentResultSchema);
    return orderEnvelope(c, await completePayment(c.get('api'), body.paymentMethodFields));
  })
  .get('/receipt', async (c) => {
    const api = c.get('api');
    const order = api.session.lastOrderId ? await findOrder(api.db, api.session.lastOrderId) : null;
    if (!order) throw new ApiFailure(404, { order: 'not found' });
    return orderEnvelope(c, orderJson(order));
  });
