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
 * A product's entry as a row: its id, its brand, format and flavour (each an index into the
 * list's names, -1 for none), strength, popularity, creation time and list price, `null` for
 * what it has not.
 */
type EntryRow = [
  id: string,
  brand: number,
  format: number,
  flavour: number,
  strength: string | null,
  popularity: number,
  createdAt: number | null,
  listPrice: number | null,
];

/**
 * A list's entries as a page carries them: one row per product and each name (a brand, a
 * format, a flavour) once. A whole catalogue's list is the largest thing a page sends, and its
 * browser starts from it: as objects, its field names were two thirds of its bytes (31 KB for
 * 169 products); as rows naming each brand once, 11 KB; with every name once and the creation
 * time as a number, 7 KB.
 */
export interface ListEntries {
  names: string[];
  rows: EntryRow[];
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export function packEntries(entries: readonly ListEntry[]): ListEntries {
  const names: string[] = [];
  const nameIndex = new Map<string, number>();
  const indexOf = (name: string | undefined) => {
    if (name === undefined) return -1;
    let index = nameIndex.get(name);
    if (index === undefined) {
      index = names.push(name) - 1;
      nameIndex.set(name, index);
    }
    return index;
  };
  const rows = entries.map(({ id, listing }): EntryRow => [
    id,
    indexOf(listing.brandName),
    indexOf(listing.format),
    indexOf(listing.flavour),
    orNull(listing.strength),
    listing.popularity,
    orNull(listing.createdAt),
    orNull(listing.listPrice),
  ]);
  return { names, rows };
}

/** Only what an entry has: a listing without a brand has no `brandName` key at all. */
function listingOf(
  names: readonly string[],
  [, brand, format, flavour, strength, popularity, createdAt, listPrice]: EntryRow,
): Listing {
  const listing: Listing = { popularity };
  const brandName = names[brand];
  const formatName = names[format];
  const flavourName = names[flavour];
  if (brandName !== undefined) listing.brandName = brandName;
  if (formatName !== undefined) listing.format = formatName;
  if (flavourName !== undefined) listing.flavour = flavourName;
  if (strength !== null) listing.strength = strength;
  if (createdAt !== null) listing.createdAt = createdAt;
  if (listPrice !== null) listing.listPrice = listPrice;
  return listing;
}

export const unpackEntries = ({ names, rows }: ListEntries): ListEntry[] =>
  rows.map((row) => ({ id: row[0], listing: listingOf(names, row) }));

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
