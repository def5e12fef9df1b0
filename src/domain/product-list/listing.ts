/**
 * What a product list filters and sorts a product by: its filter attributes, popularity,
 * age and the price lists compare (the representative variant's, in the list's pricelist).
 * The server works these out once; the browser's list state needs nothing else.
 */
export interface Listing {
  brandName?: string;
  format?: string;
  flavour?: string;
  strength?: string;
  /** Numeric popularity; a missing or unreadable one counts as 0. */
  popularity: number;
  /** When the product was created, in Unix seconds (`createdSeconds`). */
  createdAt?: number;
  /** Undefined for a product without a price in the pricelist: it sorts last. */
  listPrice?: number;
}

/** Something a list shows (a product card) with the listing it is filtered and sorted by. */
export type Listed<T> = Listing & { item: T };

export const listed = <T extends { listing: Listing }>(items: readonly T[]): Listed<T>[] =>
  items.map((item) => ({ ...item.listing, item }));
