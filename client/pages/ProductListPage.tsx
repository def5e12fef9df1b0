import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { ActiveFilter } from '../../src/domain/product-list/filters';
import { writeProductListQuery } from '../../src/domain/product-list/query-params';
import { SORT_METHODS, type SortMethod } from '../../src/domain/product-list/sort-methods';
import type { FilterOptionData, PageData } from '../../src/contract/page-data';
import { ModalDialog } from '../components/ModalDialog';
import { ProductGrid } from '../components/ProductCard';
import type { DictionaryKey } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { filterDialogOpenAtom, sortDialogOpenAtom } from '../state/ui-flags';

export const LIST_PAGE_SIZE = 24;

type ListPage = Extract<PageData, { kind: 'product-list' }>;

function activeFiltersOf(filters: FilterOptionData[]): ActiveFilter[] {
  return filters.map((filter) => ({
    name: filter.name,
    values: filter.values.filter((value) => value.active).map((value) => value.value),
  }));
}

/** The list's address for a set of filters and a sort, as spec §2 writes them. */
function listHref(page: ListPage, activeFilters: ActiveFilter[], sort: SortMethod): string {
  const params = new URLSearchParams(writeProductListQuery({ activeFilters, sort }));
  if (page.query) params.set('q', page.query);
  const search = params.toString();
  return search ? `${page.path}?${search}` : page.path;
}

/** Writes the list's state to the address and loads it: the server renders the result. */
function go(page: ListPage, activeFilters: ActiveFilter[], sort: SortMethod) {
  window.location.assign(listHref(page, activeFilters, sort));
}

/**
 * The brands in this list as plain links, each narrowing the list to that brand (the
 * other filters and the sort kept), so they work before and without JavaScript.
 */
function BrandList({ page }: { page: ListPage }) {
  const t = useT();
  const brands = page.filters.find((filter) => filter.name === 'brand')?.values ?? [];
  if (brands.length < 2 && !brands.some((brand) => brand.active)) return null;
  const others = activeFiltersOf(page.filters).filter((filter) => filter.name !== 'brand');
  const sort = page.sort as SortMethod;
  const allHref = listHref(page, others, sort);
  const anyActive = brands.some((brand) => brand.active);
  return (
    <nav aria-label={t('brandList')} className="chips brand-list">
      <ul>
        <li>
          <a href={allHref} aria-current={anyActive ? undefined : 'page'}>
            {t('allBrands')}
          </a>
        </li>
        {brands.map((brand) => (
          <li key={brand.value}>
            <a
              href={listHref(page, [...others, { name: 'brand', values: [brand.value] }], sort)}
              aria-current={brand.active ? 'page' : undefined}
            >
              {brand.label} <span className="muted">({brand.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FilterDialog({ page }: { page: ListPage }) {
  const t = useT();
  const [open, setOpen] = useAtom(filterDialogOpenAtom);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const activeFilters = page.filters.map((filter) => ({
      name: filter.name,
      values: form.getAll(filter.name).map(String),
    }));
    go(page, activeFilters, page.sort as SortMethod);
  };
  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} titleId="filter-title">
      <form onSubmit={apply}>
        <h2 id="filter-title">{t('filterTitle')}</h2>
        {page.filters.map((filter) => (
          <fieldset key={filter.name}>
            <legend>{t(`filterName_${filter.name}` as DictionaryKey)}</legend>
            {filter.values.map((value) => (
              <label key={value.value} className="checkbox">
                <input
                  type="checkbox"
                  name={filter.name}
                  value={value.value}
                  defaultChecked={value.active}
                />{' '}
                {value.label} ({value.count})
              </label>
            ))}
          </fieldset>
        ))}
        <div className="dialog-actions">
          <button type="submit" className="primary">
            {t('apply')}
          </button>
          <button type="button" onClick={() => go(page, [], page.sort as SortMethod)}>
            {t('clearFilters')}
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function SortDialog({ page }: { page: ListPage }) {
  const t = useT();
  const [open, setOpen] = useAtom(sortDialogOpenAtom);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sort = new FormData(event.currentTarget).get('sort') as SortMethod;
    go(page, activeFiltersOf(page.filters), sort);
  };
  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} titleId="sort-title">
      <form onSubmit={apply}>
        <h2 id="sort-title">{t('sortTitle')}</h2>
        <fieldset>
          <legend className="visually-hidden">{t('sort')}</legend>
          {SORT_METHODS.map((method) => (
            <label key={method} className="radio">
              <input
                type="radio"
                name="sort"
                value={method}
                defaultChecked={page.sort === method}
              />{' '}
              {t(`sort_${method}` as DictionaryKey)}
            </label>
          ))}
        </fieldset>
        <div className="dialog-actions">
          <button type="submit" className="primary">
            {t('apply')}
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

export function ProductListPage({ page }: { page: ListPage }) {
  const t = useT();
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const [, setFilterOpen] = useAtom(filterDialogOpenAtom);
  const [, setSortOpen] = useAtom(sortDialogOpenAtom);
  const visible = page.products.slice(0, shown);
  return (
    <>
      <header>
        <h1>{page.heading}</h1>
        {page.query && <p className="lead">{t('searchResultsFor', { query: page.query })}</p>}
        {page.description && <p className="lead">{page.description}</p>}
      </header>
      <div className="list-tools">
        <button type="button" onClick={() => setFilterOpen(true)}>
          {t('filter')}
        </button>
        <button type="button" onClick={() => setSortOpen(true)}>
          {t('sort')}
        </button>
        <p className="muted" aria-live="polite">
          {t('showing', { shown: visible.length, total: page.total })}
        </p>
      </div>
      <BrandList page={page} />
      <h2 className="visually-hidden">{t('products')}</h2>
      <ProductGrid products={visible} />
      {shown < page.total && (
        <div className="list-more">
          <button type="button" onClick={() => setShown((count) => count + LIST_PAGE_SIZE)}>
            {t('loadMore')}
          </button>
          <button type="button" onClick={() => setShown(page.total)}>
            {t('showAllProducts')}
          </button>
        </div>
      )}
      <FilterDialog page={page} />
      <SortDialog page={page} />
    </>
  );
}
