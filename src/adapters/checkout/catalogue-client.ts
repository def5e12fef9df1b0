import {
  CURRENT_MARKET_CATEGORY_ID,
  FILTER_READ_LIMIT,
  FILTER_READ_PRODUCT_ID,
  mapCentraProduct,
  mapCentraProducts,
  validateBundleConfig,
  type BundleConfigReporter,
  type Product,
} from '../../domain/catalogue';
import { CheckoutApiError } from '../../contract/checkout-api/checkout-api-error';
import { createRequester, type FetchLike } from '../../contract/checkout-api/request';
import {
  brandsResponseSchema,
  categoriesResponseSchema,
  countriesResponseSchema,
  productsResponseSchema,
  uriResponseSchema,
  type CatalogueFilter,
} from '../../contract/checkout-api/schemas';

export interface ProductsQuery {
  categories?: string[];
  products?: string[];
  brands?: string[];
  search?: string;
  limit?: number;
  skipFirst?: number;
  relatedProducts?: boolean;
  onlyAvailable?: boolean;
  sortOrder?: {
    field: 'uri' | 'priceAsNumber' | 'createdAt' | 'modifiedAt' | 'categoryItemSort';
    order: 'asc' | 'desc';
  }[];
  flavour?: string[];
  strength?: string[];
  format?: string[];
}

export interface ProductsPage {
  products: Product[];
  productCount: number;
  filter: CatalogueFilter[];
}

export type UriMatch =
  | { found: 'product'; product: Product }
  | {
      found: 'category';
      category: { category: string; name: string[]; uri: string };
      page: ProductsPage;
    };

/**
 * The server-side catalogue client: every read asks for all
 * markets and pricelists with the shared secret, creates no session (`API-token: none`,
 * so responses can be cached) and maps products with the domain's mapping.
 */
export function createCatalogueClient(options: {
  baseUrl: string;
  sharedSecret: string;
  fetch: FetchLike;
  onRejectedProduct?: (error: Error, entry: unknown) => void;
  /** Told of every bundle configured outside the allowed quantities and discounts. */
  onBundleWarning?: BundleConfigReporter;
}) {
  const request = createRequester({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    token: () => 'none',
    headers: { Authorization: `Bearer ${options.sharedSecret}` },
  });
  const all = { market: 'all', pricelist: 'all' } as const;
  // Every product the shop maps has its bundles checked; a wrong one is reported, never fatal.
  const checked = (product: Product): Product => {
    if (options.onBundleWarning) {
      for (const variant of [product, ...product.relatedProducts])
        validateBundleConfig(variant, options.onBundleWarning);
    }
    return product;
  };
  const map = (raw: unknown[]) => mapCentraProducts(raw, options.onRejectedProduct).map(checked);

  return {
    async products(language: string, query: ProductsQuery = {}): Promise<ProductsPage> {
      const response = await request('POST', 'products', productsResponseSchema, {
        ...all,
        language,
        ...query,
      });
      return {
        products: map(response.products),
        productCount: response.productCount,
        filter: response.filter,
      };
    },
    /** Only the available filters: no product has the filter-reading id, so none is listed. */
    async filters(
      language: string,
      categories: string[] = [CURRENT_MARKET_CATEGORY_ID],
    ): Promise<CatalogueFilter[]> {
      const response = await request('POST', 'products', productsResponseSchema, {
        ...all,
        language,
        categories,
        products: [FILTER_READ_PRODUCT_ID],
        limit: FILTER_READ_LIMIT,
      });
      return response.filter;
    },
    /** A product or category by its URI; null when nothing has it. */
    async byUri(
      uri: string,
      language: string,
      listing: Pick<ProductsQuery, 'limit' | 'skipFirst'> = {},
    ): Promise<UriMatch | null> {
      try {
        const response = await request('POST', 'uri', uriResponseSchema, {
          ...all,
          uri,
          for: ['product', 'category'],
          language,
          relatedProducts: true,
          ...listing,
        });
        if (response.found === 'product')
          return { found: 'product', product: checked(mapCentraProduct(response.product)) };
        return {
          found: 'category',
          category: response.category,
          page: {
            products: map(response.products),
            productCount: response.productCount,
            filter: response.filter,
          },
        };
      } catch (error) {
        if (error instanceof CheckoutApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** The countries the shop ships to (Centra's shipTo countries). */
    async shippingCountries(): Promise<string[]> {
      return (await request('GET', 'countries', countriesResponseSchema)).countries.map(
        (entry) => entry.country,
      );
    },
    async brands() {
      return (await request('GET', 'brands', brandsResponseSchema)).brands;
    },
    async categories(language: string) {
      return (await request('POST', 'categories', categoriesResponseSchema, { ...all, language }))
        .categories;
    },
  };
}
