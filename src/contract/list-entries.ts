import { listed, type Listed, type Listing } from '../domain/product-list/listing';
import {
  productListStateAt,
  type ListOrder,
  type ProductListState,
} from '../domain/product-list/reducer';

/** A product of a product list as the list filters and sorts it; its card comes apart. */
export interface ListEntry {
  id: string;
  listing: Listing;
}

/**
 * A product's entry as a row: its id, its brand (an index into the list's brands, -1 for
 * none), format, flavour, strength, popularity, creation time and list price, `null` for what
 * it has not.
 */
type EntryRow = [
  id: string,
  brand: number,
  format: string | null,
  flavour: string | null,
  strength: string | null,
  popularity: number,
  createdAt: string | null,
  listPrice: number | null,
];

/**
 * A list's entries as a page carries them: one row per product and each brand's name once.
 * A whole catalogue's list is the largest thing a page sends, and its browser starts from it;
 * as objects, its field names were two thirds of its bytes (31 KB for 169 products; 11 KB so).
 */
export interface ListEntries {
  brands: string[];
  rows: EntryRow[];
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export function packEntries(entries: readonly ListEntry[]): ListEntries {
  const brands: string[] = [];
  const brandIndex = new Map<string, number>();
  const indexOf = (brand: string | undefined) => {
    if (brand === undefined) return -1;
    let index = brandIndex.get(brand);
    if (index === undefined) {
      index = brands.push(brand) - 1;
      brandIndex.set(brand, index);
    }
    return index;
  };
  const rows = entries.map(({ id, listing }): EntryRow => [
    id,
    indexOf(listing.brandName),
    orNull(listing.format),
    orNull(listing.flavour),
    orNull(listing.strength),
    listing.popularity,
    orNull(listing.createdAt),
    orNull(listing.listPrice),
  ]);
  return { brands, rows };
}

/** Only what an entry has: a listing without a brand has no `brandName` key at all. */
function listingOf(
  brandName: string | undefined,
  [, , format, flavour, strength, popularity, createdAt, listPrice]: EntryRow,
): Listing {
  const listing: Listing = { popularity };
  if (brandName !== undefined) listing.brandName = brandName;
  if (format !== null) listing.format = format;
  if (flavour !== null) listing.flavour = flavour;
  if (strength !== null) listing.strength = strength;
  if (createdAt !== null) listing.createdAt = createdAt;
  if (listPrice !== null) listing.listPrice = listPrice;
  return listing;
}

export const unpackEntries = ({ brands, rows }: ListEntries): ListEntry[] =>
  rows.map((row) => ({ id: row[0], listing: listingOf(brands[row[1]], row) }));

/**
 * The state a list page shows at its address (filters and sort read from it): what the server
 * renders and what the browser's list starts from.
 */
export const listStateOf = (page: {
  entries: ListEntries;
  defaultSort: ListOrder;
  address: string;
}): ProductListState<Listed<ListEntry>> =>
  productListStateAt(listed(unpackEntries(page.entries)), page.defaultSort, page.address);
