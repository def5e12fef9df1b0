import { z } from 'zod';

// Centra sends ids as strings but tolerates numbers; every id becomes a string here.
const id = z.union([z.string(), z.number()]).transform(String);
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? undefined : String(value)));
const number = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  });
const flag = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return undefined;
    return value === true || value === 'true' || value === '1' || value === 1;
  });

const centraPriceFieldsSchema = z.object({
  price: text,
  priceAsNumber: number,
  priceBeforeDiscount: text,
  priceBeforeDiscountAsNumber: number,
  discountPercent: number,
  showAsOnSale: flag,
  showAsNew: flag,
});

const bundlePriceSchema = z.object({
  pricelist: id.optional(),
  priceList: id.optional(),
  priceOfItemsAsNumber: number,
});

const centraBundleInfoSchema = z.object({
  bundle: number,
  type: text,
  priceType: text,
  discount: number,
  priceOfItemsAsNumber: number,
  prices: z.array(bundlePriceSchema).nullish(),
  sections: z
    .array(
      z.object({
        section: z.union([z.string(), z.number()]).optional(),
        quantity: number,
        products: z.array(id).nullish(),
      }),
    )
    .nullish(),
});

const mediaSchema = z
  .union([z.record(z.string(), z.array(z.string()).nullish()), z.array(z.unknown())])
  .nullish();

const categoryName = z.union([z.array(z.string()), z.string()]).nullish();

export const centraProductSchema = centraPriceFieldsSchema.extend({
  product: id,
  sku: text,
  productSku: text,
  name: text,
  uri: text,
  type: text,
  available: flag,
  brand: text,
  brandName: text,
  brandUri: text,
  excerpt: text,
  description: text,
  items: z
    .array(
      z.object({
        item: id,
        sizeId: text,
        name: text,
        sku: text,
        stock: z.union([z.string(), z.number()]).nullish(),
      }),
    )
    .nullish(),
  categoryName,
  categoryUri: text,
  categories: z.array(z.object({ category: id, name: categoryName, uri: text })).nullish(),
  media: mediaSchema,
  createdAt: text,
  relation: text,
  // Parsed one by one by the mapper, so one broken relation cannot drop its parent.
  relatedProducts: z.array(z.unknown()).nullish(),
  offer_text: text,
  flavour: text,
  strength: text,
  format: text,
  content_per_package_text: text,
  portions_per_package_text: text,
  nicotine_per_package: text,
  nicotine_ratio_text: text,
  popularity_text: text,
  out_of_stock_behavior_value: text,
  dp_seo_description: text,
  dp_seo_excerpt: text,
  bundleInfo: centraBundleInfoSchema.nullish(),
  tags: z.union([z.array(z.string()), z.string(), z.record(z.string(), z.unknown())]).nullish(),
  prices: z.record(z.string(), centraPriceFieldsSchema).nullish(),
  /** With `market: "all"`: the markets that sell the product. */
  markets: z.array(z.coerce.number()).nullish(),
});

export type CentraProduct = z.infer<typeof centraProductSchema>;
