/** An example store's price for a product, in the currency of the price it was made from. */
export interface ExampleStorePrice {
  store: string;
  price: number;
}

/**
 * Invented stores, each a fixed step above or below the shop's own price: example data for
 * the embedded shop (development, tests, a demo), so the product page's comparison can be
 * seen working without a feed. Never real prices; the page labels them as examples.
 */
const EXAMPLE_STORES = [
  { store: 'Nordic Pouch Store', factor: 1.12 },
  { store: 'Snus & Co', factor: 1.06 },
  { store: 'Pouchbay', factor: 0.97 },
] as const;

/** The example stores' prices around `ourPrice`, rounded to the cent. */
export function exampleStorePrices(ourPrice: number): ExampleStorePrice[] {
  return EXAMPLE_STORES.map(({ store, factor }) => ({
    store,
    price: Math.round(ourPrice * factor * 100) / 100,
  }));
}
