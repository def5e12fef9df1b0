import { sortFilterValues, type FilterOptions } from './filter-options';
import { FILTER_NAMES, type FilterName } from './filters';

/** A filter field of Centra's `POST products` answer, as far as the list reads it. */
export interface CatalogueFilterField {
  field: string;
  values: readonly { value: string; totalCount: number; data?: unknown }[];
}

/** The catalogue's filter field each list filter is (Centra keys brands by id, attributes by value). */
const CATALOGUE_FIELD: Record<FilterName, string> = {
  brand: 'brands',
  format: 'format',
  flavor: 'flavour',
  strength: 'strength',
};

/** A brand filter value's name (`data.brandName`): the list filters brands by name. */
function brandNameOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { brandName } = data as { brandName?: unknown };
  return typeof brandName === 'string' ? brandName : undefined;
}

/**
 * The values each list filter offers, from the catalogue's filter read: every value some
 * product has (its `totalCount`), in display order. A field the catalogue does not filter by
 * offers nothing.
 */
export function catalogueFilterOptions(fields: readonly CatalogueFilterField[]): FilterOptions {
  const options = {} as FilterOptions;
  for (const name of FILTER_NAMES) {
    const field = fields.find((entry) => entry.field === CATALOGUE_FIELD[name]);
    const values = (field?.values ?? [])
      .filter((value) => value.totalCount > 0)
      .map((value) => (name === 'brand' ? brandNameOf(value.data) : value.value));
    options[name] = sortFilterValues(name, values);
  }
  return options;
}
