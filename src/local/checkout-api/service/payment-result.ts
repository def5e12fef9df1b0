import { z } from 'zod';
import type { ApiState } from '../api-env';
import { ApiFailure } from '../http/api-failure';
import { findOrderByPayment, orderJson } from '../store/order-store';
import { findPayment, releaseOneStatements } from '../store/payment-store';
import { completeOrderStatements } from './complete-order';
import type { OrderDraft } from './start-payment';

export const paymentResultSchema = z.object({
  paymentMethodFields: z
    .record(z.string().max(100), z.unknown())
    .refine((fields) => Object.keys(fields).length <= 100, 'too many fields'),
});

const refused = (message: string) =>
  new ApiFailure(406, { paymentMethod: 'failed' }, { message, messages: [message] });

const text = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '';

/**
 * POST payment-result: the return page forwards every parameter it received. The
 * payment is found by its transaction id and must carry the signature it was issued
 * with and belong to this token; then it becomes an order, once.
 */
export async function completePayment(api: ApiState, fields: Record<string, unknown>) {
  const paymentId = text(fields.trans) || text(fields.ba_order_num);
  const payment = paymentId ? await findPayment(api.db, paymentId) : null;
  if (
    !payment ||
    payment.token !== api.session.token ||
    text(fields.signature) !== payment.signature
  ) {
    throw refused('The payment could not be verified.');
  }
  if (payment.state === 'completed') {
    // A reloaded return page: the order exists already.
    const order = await findOrderByPayment(api.db, payment.id);
    if (order) return orderJson(order);
  }
  if (payment.state !== 'pending')
    throw refused('The payment has expired; please start the checkout again.');
  if (text(fields.result) === 'declined') {
    await api.db.batch(releaseOneStatements(api.db, payment.id));
    throw refused('The payment was declined.');
  }
  const draft = JSON.parse(payment.order_draft) as OrderDraft;
  await api.db.batch(
    completeOrderStatements(api.db, {
      paymentId: payment.id,
      token: payment.token,
      customerId: api.session.customerId,
      selectionId: payment.selection_id,
      email: draft.address.email ?? '',
      internalComment: payment.internal_comment,
      draft,
    }),
  );
  const order = await findOrderByPayment(api.db, payment.id);
  if (!order) throw refused('The payment has expired; please start the checkout again.');
  if (api.session.selectionId === payment.selection_id) api.session.selectionId = null;
  api.session.lastOrderId = order.id;
  return orderJson(order);
}
