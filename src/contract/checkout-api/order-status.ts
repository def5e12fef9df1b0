/**
 * The statuses Centra gives an order (`order.status`), from new to done: `untouched` a paid
 * order the store has not yet confirmed (Centra's "Pending"), `progress` confirmed and being
 * handled, `ok` completed, `archived` filed away, `failed` cancelled or never completed.
 * Centra also sends an English `statusDescription`, which is not the shopper's language.
 */
const ORDER_STATUSES = ['untouched', 'progress', 'ok', 'archived', 'failed'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (status: string): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);
