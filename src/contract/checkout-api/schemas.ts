import * as z from 'zod/mini';

/**
 * Response shapes of the Checkout API. Objects are loose: Centra adds
 * fields over time and the client must not break on them, but every field the shop
 * reads is checked here at the boundary.
 */
const money = z.union([z.string(), z.literal(false)]);
const moneyNumber = z.union([z.number(), z.literal(false)]);

const currencyFormatSchema = z.looseObject({
  currency: z.optional(z.string()),
  prefix: z.optional(z.string()),
  suffix: z.optional(z.string()),
  decimalPoint: z.optional(z.string()),
  decimalDigits: z.optional(z.union([z.string(), z.number()])),
  thousandsSeparator: z.optional(z.string()),
});

const entries = <T extends z.ZodMiniType>(schema: T) =>
  // Newer tenants send vouchers and automatic discounts keyed by code: normalise to a list.
  z.pipe(
    z.union([z.array(schema), z.record(z.string(), schema)]),
    z.transform((value: z.output<T>[] | Record<string, z.output<T>>) =>
      Array.isArray(value) ? value : Object.values(value),
    ),
  );

const voucherSchema = z.looseObject({
  voucher: z.string(),
  description: z.optional(z.string()),
  priceOff: z.optional(z.string()),
  priceOffAsNumber: z.optional(z.number()),
});

const selectionItemSchema = z.looseObject({
  item: z.string(),
  line: z.string(),
  quantity: z.number(),
  product: z.unknown(),
  productName: z.optional(z.string()),
  bundle: z.optional(z.unknown()),
  comment: z.optional(z.string()),
  priceEach: z.string(),
  priceEachAsNumber: z.number(),
  priceEachBeforeDiscount: z.string(),
  priceEachBeforeDiscountAsNumber: z.number(),
  totalPrice: z.string(),
  totalPriceAsNumber: z.number(),
});

const totalsSchema = z.looseObject({
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

const locationSchema = z.looseObject({
  country: z.nullable(z.string()),
  name: z.string(),
  shipTo: z.boolean(),
  pricelist: z.optional(z.number()),
  currency: z.optional(z.string()),
  market: z.optional(z.number()),
  // Older tenants send the language as a code, newer ones as an object.
  language: z.optional(z.union([z.string(), z.looseObject({ language: z.string() })])),
});

const countrySchema = z.looseObject({
  country: z.string(),
  name: z.string(),
  eu: z.optional(z.boolean()),
  language: z.optional(z.string()),
  currency: z.optional(z.string()),
});

const languageSchema = z.looseObject({
  language: z.string(),
  name: z.string(),
  default: z.optional(z.boolean()),
});

const loggedInSchema = z.looseObject({
  email: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  country: z.optional(z.string()),
});

const methodSchema = z.looseObject({ name: z.string() });

export const selectionResponseSchema = z.looseObject({
  token: z.nullable(z.string()),
  selection: z.looseObject({
    currency: z.string(),
    language: z.optional(z.string()),
    paymentMethod: z.optional(z.nullable(z.string())),
    shippingMethod: z.optional(z.nullable(z.string())),
    items: z.array(selectionItemSchema),
    discounts: discountsSchema,
    totals: totalsSchema,
    address: z.optional(z.looseObject({})),
    shippingAddress: z.optional(z.looseObject({})),
    currencyFormat: currencyFormatSchema,
  }),
  paymentMethods: z.array(
    z.extend(methodSchema, {
      paymentMethod: z.string(),
      /** A widget the checkout starts at once (`paymentInitiateOnly`), before the shopper pays. */
      supportsInitiateOnly: z.optional(z.boolean()),
      /** The provider collects the address itself (Klarna's way): the page need not ask. */
      providesCustomerAddressAfterPayment: z.optional(z.boolean()),
    }),
  ),
  shippingMethods: z.array(
    z.extend(methodSchema, { shippingMethod: z.string(), priceAsNumber: z.number() }),
  ),
  paymentFields: z.optional(z.looseObject({})),
  countries: z.array(countrySchema),
  languages: z.array(languageSchema),
  location: locationSchema,
  loggedIn: z.optional(loggedInSchema),
  unavailable: z.optional(
    z.array(z.looseObject({ item: z.string(), available: z.number(), unavailable: z.number() })),
  ),
});

export type SelectionResponse = z.output<typeof selectionResponseSchema>;

const orderSchema = z.looseObject({
  order: z.string(),
  status: z.string(),
  statusDescription: z.optional(z.string()),
  date: z.string(),
  currency: z.string(),
  items: z.array(
    z.looseObject({ item: z.string(), quantity: z.number(), productName: z.optional(z.string()) }),
  ),
  totals: totalsSchema,
  address: z.looseObject({}),
  shippingAddress: z.optional(z.looseObject({})),
  currencyFormat: z.optional(currencyFormatSchema),
});

export const orderResponseSchema = z.looseObject({
  token: z.nullable(z.string()),
  order: orderSchema,
  location: z.optional(locationSchema),
  loggedIn: z.optional(loggedInSchema),
});

export type OrderResponse = z.output<typeof orderResponseSchema>;

export const ordersResponseSchema = z.looseObject({
  token: z.nullable(z.string()),
  orders: z.array(orderSchema),
  ordersPaging: z.optional(
    z.looseObject({ from: z.number(), size: z.number(), totalSize: z.number() }),
  ),
  loggedIn: z.optional(loggedInSchema),
});

export type OrdersResponse = z.output<typeof ordersResponseSchema>;

export const paymentActionSchema = z.discriminatedUnion('action', [
  z.looseObject({ token: z.nullable(z.string()), action: z.literal('redirect'), url: z.string() }),
  z.looseObject({
    token: z.nullable(z.string()),
    action: z.literal('form'),
    formHtml: z.string(),
    /** A hosted form's fields, or a widget's data (Adyen Drop-In's is nested). */
    formFields: z.optional(z.record(z.string(), z.unknown())),
    formType: z.optional(z.string()),
    formUrl: z.optional(z.string()),
  }),
  z.looseObject({
    token: z.nullable(z.string()),
    action: z.literal('success'),
    order: z.nullable(orderSchema),
  }),
  z.looseObject({
    token: z.nullable(z.string()),
    action: z.literal('javascript'),
    code: z.string(),
    /** What the code would hand the widget: the page sends it itself (it runs no code it is given). */
    formFields: z.optional(z.unknown()),
  }),
  z.looseObject({ token: z.nullable(z.string()), action: z.literal('failed') }),
]);

export type PaymentAction = z.output<typeof paymentActionSchema>;

export const countriesResponseSchema = z.looseObject({
  token: z.nullable(z.string()),
  countries: z.array(countrySchema),
});

export const subscriptionResponseSchema = z.looseObject({
  token: z.nullable(z.string()),
  subscribed: z.boolean(),
});

const filterSchema = z.looseObject({
  field: z.string(),
  values: z.array(
    z.looseObject({
      value: z.string(),
      count: z.number(),
      totalCount: z.number(),
      data: z.optional(z.unknown()),
    }),
  ),
});

export type CatalogueFilter = z.output<typeof filterSchema>;

export const productsResponseSchema = z.looseObject({
  token: z.nullable(z.string()),
  // Products are parsed one by one by the domain mapping, so one bad entry is skipped.
  products: z.array(z.unknown()),
  productCount: z.number(),
  filter: z._default(z.array(filterSchema), []),
});

const categorySchema = z.looseObject({
  category: z.string(),
  name: z.array(z.string()),
  uri: z.string(),
});

export const uriResponseSchema = z.discriminatedUnion('found', [
  z.looseObject({
    token: z.nullable(z.string()),
    found: z.literal('product'),
    product: z.unknown(),
  }),
  z.looseObject({
    token: z.nullable(z.string()),
    found: z.literal('category'),
    category: categorySchema,
    products: z.array(z.unknown()),
    productCount: z.number(),
    filter: z._default(z.array(filterSchema), []),
  }),
]);

export const brandsResponseSchema = z.looseObject({
  token: z.nullable(z.string()),
  brands: z.array(z.looseObject({ brand: z.string(), name: z.string(), uri: z.string() })),
});

export const categoriesResponseSchema = z.looseObject({
  token: z.nullable(z.string()),
  categories: z.array(categorySchema),
});
