import type { Product } from '../../../src/domain/catalogue';
import { catalogue } from './clients';

/** Products of the seed catalogue picked by what they are, not by hard-coded ids. */
export async function catalogueFacts() {
  const { products } = await catalogue().products('en', {
    categories: ['1'],
    relatedProducts: true,
  });
  const stockOf = (product: Product) => product.items[0]?.stock;
  const pick = (label: string, test: (product: Product) => boolean) => {
    const found = products.find(test);
    if (!found) throw new Error(`The seed catalogue has no ${label}`);
    return found;
  };
  // In stock, sold everywhere, and limited by stock (not sold on preorder when it runs out).
  const inStock = products.filter(
    (product) =>
      stockOf(product) === 'yes' &&
      !product.tags.includes('limited-edition') &&
      product.out_of_stock_behavior_value !== 'preorder',
  );
  return {
    products,
    inStock,
    preorder: pick('sold-out preorder product', (product) => stockOf(product) === 'preorder'),
    soldOut: pick('sold-out product', (product) => stockOf(product) === 'no'),
    limited: pick(
      'limited edition',
      (product) => product.tags.includes('limited-edition') && stockOf(product) === 'yes',
    ),
    itemOf: (product: Product) => product.items[0]!.item,
    tenPackOf: (product: Product) =>
      product.relatedProducts.find((variant) => variant.bundleInfo?.quantity === 10)!,
  };
}
