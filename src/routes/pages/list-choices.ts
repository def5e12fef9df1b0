import {
  catalogueFilterOptions,
  sortFilterValues,
  type FilterOptions,
} from '../../domain/product-list';
import type { PageContext } from './page-context';

export interface ListChoices {
  filterOptions?: FilterOptions;
  brands?: string[];
}

/** One part of a list page: a failed read leaves it out, and the page is shown but not kept. */
async function part<T>(context: PageContext, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    context.services.monitoring.error(error);
    context.services.leftOutAPart();
    return undefined;
  }
}

/**
 * What a product list offers to narrow it by, as the catalogue answers: the filter dialog's
 * values from its filter read (`POST products` for no product), the brand list's brands from
 * `GET brands`, each in display order. One that fails leaves the list to offer its own values.
 */
export async function listChoices(context: PageContext): Promise<ListChoices> {
  const { catalogue, request } = context;
  const [filters, brands] = await Promise.all([
    part(context, () => catalogue.filters(request.market.language)),
    part(context, () => catalogue.brands()),
  ]);
  return {
    ...(filters ? { filterOptions: catalogueFilterOptions(filters) } : {}),
    ...(brands
      ? {
          brands: sortFilterValues(
            'brand',
            brands.map((brand) => brand.name),
          ),
        }
      : {}),
  };
}
