import { formatPrice } from '../../src/domain/money/currency-format';
import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import { asRecord } from './as-record';

type Selection = SelectionResponse['selection'];

/** A selection line or an order line: the fields both carry. */
interface LineLike {
  item: string;
  line?: string;
  quantity: number;
  productName?: string;
  product?: unknown;
  bundle?: unknown;
  priceEach?: unknown;
  totalPrice?: unknown;
  comment?: unknown;
}

export interface CartLine {
  line: string;
  item: string;
  name: string;
  quantity: number;
  /** Cans in one unit of this line (a 10-pack is 10), 1 for a single can. */
  cansEach: number;
  preorder: boolean;
  priceEach: string;
  total: string;
  image?: string;
  /** The shopper's note on the line, given when it was added; absent when there is none. */
  comment?: string;
}

/** A line as the drawer and checkout show it: bundle size and preorder from the product. */
export function cartLineOf(item: LineLike): CartLine {
  const product = asRecord(item.product);
  // Centra lists a bundle's sections, each with the cans it holds.
  const sections = Array.isArray(item.bundle) ? item.bundle.map(asRecord) : [asRecord(item.bundle)];
  const cans = sections.reduce(
    (sum, section) => sum + (typeof section.quantity === 'number' ? section.quantity : 0),
    0,
  );
  const stock = (Array.isArray(product.items) ? product.items : [])
    .map(asRecord)
    .find((entry) => entry.item === item.item)?.stock;
  const media = asRecord(product.media);
  // A line shows a small picture: the thumbnail where the product has one.
  const sized = Array.isArray(media.thumb) ? media.thumb : media.standard;
  const image = Array.isArray(sized) ? sized[0] : undefined;
  return {
    line: item.line ?? item.item,
    item: item.item,
    name: item.productName ?? String(product.name ?? item.item),
    quantity: item.quantity,
    cansEach: cans > 0 ? cans : 1,
    preorder: stock === 'no',
    priceEach: typeof item.priceEach === 'string' ? item.priceEach : '',
    total: typeof item.totalPrice === 'string' ? item.totalPrice : '',
    ...(typeof image === 'string' ? { image } : {}),
    ...(typeof item.comment === 'string' && item.comment.trim() ? { comment: item.comment } : {}),
  };
}

export type FreeShipping = { reached: true } | { reached: false; remaining: string } | null;

/**
 * The free-shipping incentive: what is left to the threshold (items after discounts), or
 * reached. Null when the market has no threshold.
 */
export function freeShippingOf(
  selection: Selection,
  thresholds: Record<string, number>,
): FreeShipping {
  const threshold = thresholds[selection.currency];
  if (threshold === undefined) return null;
  const { itemsTotalPriceAsNumber, totalDiscountPriceAsNumber } = selection.totals;
  const discount = typeof totalDiscountPriceAsNumber === 'number' ? totalDiscountPriceAsNumber : 0;
  // Centra reports the discount as a negative amount; either sign means money off.
  const spent = itemsTotalPriceAsNumber - Math.abs(discount);
  const remaining = threshold - spent;
  if (remaining <= 0) return { reached: true };
  const format = {
    ...selection.currencyFormat,
    decimalDigits: Number(selection.currencyFormat.decimalDigits ?? 0),
  };
  return { reached: false, remaining: formatPrice(remaining, format) ?? String(remaining) };
}
