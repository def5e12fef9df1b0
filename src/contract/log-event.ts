import { z } from 'zod';

const money = z.number().finite().nonnegative();

/** What a `purchase` event must carry: the order's host, click id, totals, coupon and items. */
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

export const logEventSchema = z
  .object({
    event: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'a lowercase event name such as purchase'),
    data: z.record(z.string(), z.unknown()),
  })
  .superRefine((value, ctx) => {
    if (value.event !== 'purchase') return;
    const result = purchaseDataSchema.safeParse(value.data);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['data', ...issue.path], message: issue.message });
    }
  });

export type LogEvent = z.infer<typeof logEventSchema>;
