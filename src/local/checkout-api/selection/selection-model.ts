import type { Country } from '../fixtures/countries';
import type { CentraCurrencyFormat } from '../fixtures/currency-formats';

/** A cart line with everything needed to price it, as loaded from D1. */
export interface LineInput {
  line: string;
  item: string;
  quantity: number;
  comment: string;
  productUrl: string | null;
  category: string | null;
  size: string;
  sku: string;
  ean: string;
  productId: string;
  productName: string;
  brandName: string;
  /** The line's product object (Centra product JSON without relatedProducts). */
  product: Record<string, unknown>;
  /** Unit price in the selection's pricelist, VAT included; undefined if not sold there. */
  priceEach: number | undefined;
  priceEachBeforeDiscount: number | undefined;
  /** N-pack lines: the component can and how many of it one bundle holds. */
  bundle?: {
    item: string;
    product: string;
    productName: string;
    brandName: string;
    sku: string;
    quantity: number;
    priceEach: number;
  };
}

export interface VoucherInput {
  code: string;
  kind: 'percent' | 'amount' | 'free_shipping';
  percent: number | null;
  amounts: Record<string, number> | null;
  description: string;
}

export interface SelectionInput {
  lines: LineInput[];
  vouchers: VoucherInput[];
  country: Country | undefined;
  /** The session's language: method names are answered in it. */
  language: string;
  currency: string;
  format: CentraCurrencyFormat;
  shippingMethod: string | null;
  paymentMethod: string | null;
  /** Items total from which standard delivery is free, in the selection's currency. */
  freeShippingThreshold: number | undefined;
  /** VAT used when the country is unknown. */
  fallbackVat: number;
}
