import { z } from 'zod';

/**
 * Response shapes of the Checkout API (reference §2–§4). Objects are loose: Centra adds
 * fields over time and the client must not break on them, but every field the shop
 * reads is checked here at the boundary.
 */
const money = z.union([z.string(), z.literal(false)]);
const moneyNumber = z.union([z.number(), z.literal(false)]);

export const currencyFormatSchema = z.looseObject({
  currency: z.string().optional(),
  prefix: z.string().optional(),
  suffix: z.string().optional(),
  decimalPoint: z.string().optional(),
  decimalDigits: z.union([z.string(), z.number()]).optional(),
  thousandsSeparator: z.string().optional(),
});

const entries = <T extends z.ZodType>(schema: T) =>
  // Newer tenants send vouchers and automatic discounts keyed by code: normalise to a list.
  z
    .union([z.array(schema), z.record(z.string(), schema)])
    .transform((value) => (Array.isArray(value) ? value : Object.values(value)));

export const voucherSchema = z.looseObject({
  voucher: z.string(),
  description: z.string().optional(),
  priceOff: z.string().optional(),
  priceOffAsNumber: z.number().optional(),
});

export const selectionItemSchema = z.looseObject({
  item: z.string(),
  line: z.string(),
  quantity: z.number(),
  product: z.unknown(),
  productName: z.string().optional(),
  bundle: z.unknown().optional(),
  comment: z.string().optional(),
  priceEach: z.string(),
  priceEachAsNumber: z.number(),
  priceEachBeforeDiscount: z.string(),
  priceEachBeforeDiscountAsNumber: z.number(),
  totalPrice: z.string(),
  totalPriceAsNumber: z.number(),
});

export const totalsSchema = z.looseObject({
  itemsTotalPrice: z.string(),
  itemsTotalPriceAsNumber: z.number(),
  totalDiscountPrice: money,
  totalDiscountPriceAsNumber: moneyNumber,
  shippingPrice: z.string(),
  shippingPriceAsNumber: z.number(),
  totalQuantity: z.number(),
  grandTotalPrice: z.string(),
  grandTotalPriceAsNumber: z.number(),
  grandTotalPriceTax: z.string(),
  grandTotalPriceTaxAsNumber: z.number(),
});

const discountsSchema = z.looseObject({
  anyDiscount: z.boolean(),
  vouchers: entries(voucherSchema),
  automaticDiscounts: entries(z.looseObject({})),
});

export const locationSchema = z.looseObject({
  country: z.string().nullable(),
  name: z.string(),
  shipTo: z.boolean(),
  pricelist: z.number().optional(),
  currency: z.string().optional(),
  market: z.number().optional(),
  // Older tenants send the language as a code, newer ones as an object.
  language: z.union([z.string(), z.looseObject({ language: z.string() })]).optional(),
});

export const countrySchema = z.looseObject({
  country: z.string(),
  name: z.string(),
  eu: z.boolean().optional(),
  language: z.string().optional(),
  currency: z.string().optional(),
});

const languageSchema = z.looseObject({
  language: z.string(),
  name: z.string(),
  default: z.boolean().optional(),
});

export const loggedInSchema = z.looseObject({
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  country: z.string().optional(),
});

const methodSchema = z.looseObject({ name: z.string() });

export const selectionResponseSchema = z.looseObject({
  token: z.string().nullable(),
  selection: z.looseObject({
    currency: z.string(),
    language: z.string().optional(),
    paymentMethod: z.string().nullable().optional(),
    shippingMethod: z.string().nullable().optional(),
    items: z.array(selectionItemSchema),
    discounts: discountsSchema,
    totals: totalsSchema,
    address: z.looseObject({}).optional(),
    shippingAddress: z.looseObject({}).optional(),
    currencyFormat: currencyFormatSchema,
  }),
  paymentMethods: z.array(methodSchema.extend({ paymentMethod: z.string() })),
  shippingMethods: z.array(
    methodSchema.extend({ shippingMethod: z.string(), priceAsNumber: z.number() }),
  ),
  paymentFields: z.looseObject({}).optional(),
  countries: z.array(countrySchema),
  languages: z.array(languageSchema),
  location: locationSchema,
  loggedIn: loggedInSchema.optional(),
  unavailable: z
    .array(z.looseObject({ item: z.string(), available: z.number(), unavailable: z.number() }))
    .optional(),
});

export type SelectionResponse = z.output<typeof selectionResponseSchema>;

export const orderSchema = z.looseObject({
  order: z.string(),
  status: z.string(),
  statusDescription: z.string().optional(),
  date: z.string(),
  currency: z.string(),
  items: z.array(
    z.looseObject({ item: z.string(), quantity: z.number(), productName: z.string().optional() }),
  ),
  totals: totalsSchema,
  address: z.looseObject({}),
  shippingAddress: z.looseObject({}).optional(),
  currencyFormat: currencyFormatSchema.optional(),
});

export const orderResponseSchema = z.looseObject({
  token: z.string().nullable(),
  order: orderSchema,
  location: locationSchema.optional(),
  loggedIn: loggedInSchema.optional(),
});

export type OrderResponse = z.output<typeof orderResponseSchema>;

export const ordersResponseSchema = z.looseObject({
  token: z.string().nullable(),
  orders: z.array(orderSchema),
  ordersPaging: z
    .looseObject({ from: z.number(), size: z.number(), totalSize: z.number() })
    .optional(),
  loggedIn: loggedInSchema.optional(),
});

export const paymentActionSchema = z.discriminatedUnion('action', [
  z.looseObject({ token: z.string().nullable(), action: z.literal('redirect'), url: z.string() }),
  z.looseObject({
    token: z.string().nullable(),
    action: z.literal('form'),
    formHtml: z.string(),
    formFields: z.record(z.string(), z.string()).optional(),
    formUrl: z.string().optional(),
  }),
  z.looseObject({
    token: z.string().nullable(),
    action: z.literal('success'),
    order: orderSchema.nullable(),
  }),
  z.looseObject({
    token: z.string().nullable(),
    action: z.literal('javascript'),
    code: z.string(),
  }),
  z.looseObject({ token: z.string().nullable(), action: z.literal('failed') }),
]);

export type PaymentAction = z.output<typeof paymentActionSchema>;

export const countriesResponseSchema = z.looseObject({
  token: z.string().nullable(),
  countries: z.array(countrySchema),
});

export const subscriptionResponseSchema = z.looseObject({
  token: z.string().nullable(),
  subscribed: z.boolean(),
});

const filterSchema = z.looseObject({
  field: z.string(),
  values: z.array(
    z.looseObject({
      value: z.string(),
      count: z.number(),
      totalCount: z.number(),
      data: z.unknown().optional(),
    }),
  ),
});

export type CatalogueFilter = z.output<typeof filterSchema>;

export const productsResponseSchema = z.looseObject({
  token: z.string().nullable(),
  // Products are parsed one by one by the domain mapping, so one bad entry is skipped.
  products: z.array(z.unknown()),
  productCount: z.number(),
  filter: z.array(filterSchema).default([]),
});

export const categorySchema = z.looseObject({
  category: z.string(),
  name: z.array(z.string()),
  uri: z.string(),
});

export const uriResponseSchema = z.discriminatedUnion('found', [
  z.looseObject({
    token: z.string().nullable(),
    found: z.literal('product'),
    product: z.unknown(),
  }),
  z.looseObject({
    token: z.string().nullable(),
    found: z.literal('category'),
    category: categorySchema,
    products: z.array(z.unknown()),
    productCount: z.number(),
    filter: z.array(filterSchema).default([]),
  }),
]);

export const brandsResponseSchema = z.looseObject({
  token: z.string().nullable(),
  brands: z.array(z.looseObject({ brand: z.string(), name: z.string(), uri: z.string() })),
});

export const categoriesResponseSchema = z.looseObject({
  token: z.string().nullable(),
  categories: z.array(categorySchema),
});
