import { z } from 'zod';

const money = z.number().finite().nonnegative();

/** What the worker's `purchase` event carries: the order's host, click id, totals, coupon and items. */
export const purchaseDataSchema = z.looseObject({
  host: z.string().min(1),
  clickId: z.string().nullable(),
  transactionId: z.string().min(1),
  value: money,
  shipping: money,
  tax: money,
  currency: z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code'),
  /** Voucher codes joined by commas; empty when none. */
  coupon: z.string(),
  items: z
    .array(
      z.looseObject({
        id: z.string().min(1),
        name: z.string().min(1),
        price: money,
        quantity: z.number().int().positive(),
      }),
    )
    .min(1),
});

export type PurchaseData = z.infer<typeof purchaseDataSchema>;

/** Events only the worker writes: the browser cannot send them (revenue cannot be forged). */
export const SERVER_ONLY_EVENTS = ['purchase'] as const;

const eventName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'a lowercase event name such as page_view');

/** Any event as the event log takes it. */
export const logEventSchema = z.object({
  event: eventName,
  data: z.record(z.string(), z.unknown()),
});

export type LogEvent = z.infer<typeof logEventSchema>;

/** True for an event only the worker writes. */
export const isServerOnlyEvent = (event: string) =>
  (SERVER_ONLY_EVENTS as readonly string[]).includes(event);
