import { useAtom } from 'jotai';
import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
} from 'react';
import {
  listStateOf,
  unpackEntries,
  type ListEntries,
  type ListEntry,
} from '../../src/contract/list-entries';
import type { ListViewPage } from '../../src/contract/initial-state';
import type { CardProduct, ListCards } from '../../src/contract/page-data';
import { LIST_PAGE_SIZE } from '../../src/domain/product-list/list-page-size';
import {
  filterChoice,
  filterChoices,
  sortFilterValues,
} from '../../src/domain/product-list/filter-options';
import { listed, type Listed } from '../../src/domain/product-list/listing';
import type { ActiveFilter } from '../../src/domain/product-list/filters';
import {
  productListReducer,
  type ProductListAction,
  type ProductListState,
} from '../../src/domain/product-list/reducer';
import { SORT_METHODS, type SortMethod } from '../../src/domain/product-list/sort-methods';
import { ModalDialog } from '../components/ModalDialog';
import { ActiveFilters } from '../components/product-list/ActiveFilters';
import { listHref } from '../components/product-list/list-href';
import { useWantedOnce } from '../components/use-wanted-once';
import { ProductGrid, type KeptCard } from '../components/ProductCard';
import { attributeValueName } from '../../src/i18n/attribute-names';
import { useT } from '../i18n/i18n-context';
import { filterDialogOpenAtom, sortDialogOpenAtom } from '../state/ui-flags';

type ListPage = ListViewPage;
type Card = Listed<ListEntry>;
type ListState = ProductListState<Card>;

/** The state the page was rendered with: the same on the server and at hydration. */
const initialState = (page: ListPage): ListState => listStateOf(page);

/**
 * The list's state lives in the product-list reducer; every change is written to the address
 * (a new history entry, so Back undoes it) and the address is read back when the shopper goes
 * back or forward. New source products reset the list, and its address with it (in place:
 * the shopper did not ask for it, and Back would bring back filters of the old products).
 */
function useProductList(page: ListPage) {
  const [state, dispatch] = useReducer(productListReducer<Card>, page, initialState);
  useEffect(() => {
    const onPopState = () =>
      dispatch({ type: 'setActiveFiltersFromAddress', search: window.location.search });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const change = (action: ProductListAction<Card>) => {
    const next = productListReducer(state, action);
    dispatch(action);
    window.history.pushState(null, '', listHref(page, next.activeFilters, next.sortMethod));
  };
  const setProducts = useCallback(
    (entries: ListEntries) => {
      dispatch({ type: 'setProducts', products: listed(unpackEntries(entries)) });
      window.history.replaceState(null, '', listHref(page, [], page.defaultSort));
    },
    [page],
  );
  return { state, change, setProducts };
}

/**
 * The brands in this list as plain links, each narrowing the list to that brand (the other
 * filters and the sort kept): they work before and without JavaScript, and with it the list
 * changes in place.
 */
function BrandList({
  page,
  state,
  change,
}: {
  page: ListPage;
  state: ListState;
  change: (action: ProductListAction<Card>) => void;
}) {
  const t = useT('storefront');
  // The catalogue's brands (or, without them, the list's own), each this list has.
  const catalogueBrands =
    page.brands ??
    sortFilterValues(
      'brand',
      state.products.map((product) => product.brandName),
    );
  const brands = filterChoice('brand', state.products, state.activeFilters, catalogueBrands).values;
  if (brands.length < 2 && !brands.some((brand) => brand.active)) return null;
  const others = state.activeFilters.filter((filter) => filter.name !== 'brand');
  const anyActive = brands.some((brand) => brand.active);
  const narrow = (filters: ActiveFilter[]) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    change({ type: 'applyFilters', filters });
  };
  return (
    <nav aria-label={t('brandList')} className="chips brand-list">
      <ul>
        <li>
          <a
            href={listHref(page, others, state.sortMethod)}
            aria-current={anyActive ? undefined : 'page'}
            data-in-place
            onClick={narrow(others)}
          >
            {t('allBrands')}
          </a>
        </li>
        {brands.map((brand) => {
          const filters = [...others, { name: 'brand' as const, values: [brand.value] }];
          return (
            <li key={brand.value}>
              <a
                href={listHref(page, filters, state.sortMethod)}
                aria-current={brand.active ? 'page' : undefined}
                data-in-place
                onClick={narrow(filters)}
              >
                {/* Whole texts: the server parts adjacent ones with comments, seven pieces a chip. */}
                {`${brand.value} `}
                <span className="muted">{`(${brand.count})`}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FilterDialog({
  page,
  state,
  change,
}: {
  page: ListPage;
  state: ListState;
  change: (action: ProductListAction<Card>) => void;
}) {
  const t = useT('storefront');
  const [open, setOpen] = useAtom(filterDialogOpenAtom);
  // The catalogue's values (its filter read), or without them the list's own.
  const choices = filterChoices(state.products, state.activeFilters, page.filterOptions);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change({
      type: 'applyFilters',
      filters: choices.map((choice) => ({
        name: choice.name,
        values: form.getAll(choice.name).map(String),
      })),
    });
    setOpen(false);
  };
  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} titleId="filter-title">
      {/* Re-mounted on every change, so the boxes show the list's filters when it opens. */}
      <form onSubmit={apply} key={JSON.stringify(state.activeFilters)}>
        <h2 id="filter-title">{t('filterTitle')}</h2>
        {choices.map((choice) => (
          <fieldset key={choice.name}>
            <legend>{t(`filterName_${choice.name}`)}</legend>
            {choice.values.map((value) => (
              <label key={value.value} className="checkbox">
                <input
                  type="checkbox"
                  name={choice.name}
                  value={value.value}
                  defaultChecked={value.active}
                />{' '}
                {attributeValueName(t, choice.name, value.value)} ({value.count})
              </label>
            ))}
          </fieldset>
        ))}
        <div className="dialog-actions">
          <button type="submit" className="primary">
            {t('apply')}
          </button>
          <button
            type="button"
            onClick={() => {
              change({ type: 'applyFilters', filters: [] });
              setOpen(false);
            }}
          >
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

function SortDialog({
  state,
  change,
}: {
  state: ListState;
  change: (action: ProductListAction<Card>) => void;
}) {
  const t = useT('storefront');
  const [open, setOpen] = useAtom(sortDialogOpenAtom);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sortMethod = new FormData(event.currentTarget).get('sort') as SortMethod | null;
    if (sortMethod) change({ type: 'setSort', sortMethod });
    setOpen(false);
  };
  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} titleId="sort-title">
      <form onSubmit={apply} key={state.sortMethod}>
        <h2 id="sort-title">{t('sortTitle')}</h2>
        <fieldset>
          <legend className="visually-hidden">{t('sort')}</legend>
          {SORT_METHODS.map((method) => (
            <label key={method} className="radio">
              <input
                type="radio"
                name="sort"
                value={method}
                defaultChecked={state.sortMethod === method}
              />{' '}
              {t(`sort_${method}`)}
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

async function fetchListCards(href: string): Promise<ListCards> {
  const response = await fetch(href, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The list's cards answered ${response.status}`);
  const body = (await response.json()) as Partial<ListCards>;
  if (!Array.isArray(body.cards)) throw new Error("The list's cards came without cards");
  if (!Array.isArray(body.entries?.rows) || !Array.isArray(body.entries.names))
    throw new Error("The list's cards came without its entries");
  return { cards: body.cards, entries: body.entries };
}

/** Whether two answers list the same products with the same listings, in the same order. */
const sameEntries = (a: ListEntries, b: ListEntries) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The list's cards by product id: the server renders those its address shows first, and the
 * browser keeps them as HTML; every card is fetched once, when the shopper first needs one
 * the page does not show or shows they soon will (a pointer or the focus on the list's tools).
 * The answer is the list as it is now: products that changed since the page was made (one
 * gone, one new, another price) are the list's new source products (`onChanged`).
 */
function useListCards(page: ListPage, onChanged: (entries: ListEntries) => void) {
  const [cards, setCards] = useState(
    () => new Map((page.cards ?? []).map((card) => [card.id, card] as const)),
  );
  const [status, setStatus] = useState<'partial' | 'loading' | 'failed' | 'complete'>('partial');
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setStatus('loading');
    fetchListCards(page.cardsHref).then(
      (every) => {
        setCards(new Map(every.cards.map((card) => [card.id, card] as const)));
        setStatus('complete');
        if (!sameEntries(every.entries, page.entries)) onChanged(every.entries);
      },
      (error: unknown) => {
        console.warn('product list: its cards could not be loaded', error);
        loading.current = false;
        setStatus('failed');
      },
    );
  }, [page.cardsHref, page.entries, onChanged]);
  return { cards, status, load: status === 'complete' ? undefined : load };
}

const NONE_KEPT: ReadonlySet<string> = new Set();

/**
 * The cards whose server-rendered HTML is still on the page: in the browser, the first ones the
 * page was sent with, each until the list stops showing it (its element is gone then), or
 * until the list has new source products (their cards are drawn from the newer answer). They
 * are not sent again as data, and never redrawn.
 */
function useKeptCards(
  page: ListPage,
  entries: readonly Card[],
  products: readonly Card[],
): ReadonlySet<string> {
  const [kept, setKept] = useState(() =>
    page.cards ? NONE_KEPT : new Set(entries.map((entry) => entry.item.id)),
  );
  const [source] = useState(products);
  if (products !== source) return NONE_KEPT;
  if (kept.size === 0) return kept;
  const still = new Set(entries.map((entry) => entry.item.id).filter((id) => kept.has(id)));
  if (still.size === kept.size) return kept;
  // React renders again at once with the smaller set, before anything reaches the page.
  setKept(still);
  return still;
}

export function ProductListPage({ page }: { page: ListPage }) {
  const t = useT('storefront');
  const { state, change, setProducts } = useProductList(page);
  const { cards, status, load } = useListCards(page, setProducts);
  const [pageSize, setPageSize] = useState({ key: state.filteredProducts, shown: LIST_PAGE_SIZE });
  const [filterOpen, setFilterOpen] = useAtom(filterDialogOpenAtom);
  const [sortOpen, setSortOpen] = useAtom(sortDialogOpenAtom);
  // A closed dialog shows nothing: its boxes join the page when it is first opened.
  const filterWanted = useWantedOnce(filterOpen);
  const sortWanted = useWantedOnce(sortOpen);
  // A new filter or sort starts again from the first page of results.
  const shown = pageSize.key === state.filteredProducts ? pageSize.shown : LIST_PAGE_SIZE;
  const more = (count: number) => setPageSize({ key: state.filteredProducts, shown: count });
  const total = state.filteredProducts.length;
  const entries = state.filteredProducts.slice(0, shown);
  const kept = useKeptCards(page, entries, state.products);
  const missing = entries.some((entry) => !kept.has(entry.item.id) && !cards.has(entry.item.id));
  useEffect(() => {
    if (missing && status === 'partial') load?.();
  }, [missing, status, load]);
  const visible = entries.flatMap((entry): (CardProduct | KeptCard)[] => {
    const { id } = entry.item;
    if (kept.has(id)) return [{ id, kept: true }];
    const card = cards.get(id);
    return card ? [card] : [];
  });
  const soon = load ? { onPointerEnter: load, onFocus: load } : {};
  return (
    <>
      <header>
        <h1>{page.heading}</h1>
        {page.query && <p className="lead">{t('searchResultsFor', { query: page.query })}</p>}
        {page.description && <p className="lead">{page.description}</p>}
      </header>
      <div className="list-tools" {...soon}>
        <button type="button" onClick={() => setFilterOpen(true)}>
          {t('filter')}
        </button>
        <button type="button" onClick={() => setSortOpen(true)}>
          {t('sort')}
        </button>
        <p className="muted" aria-live="polite">
          {t('showing', { shown: entries.length, total })}
        </p>
      </div>
      <ActiveFilters page={page} state={state} change={change} />
      <div {...soon}>
        <BrandList page={page} state={state} change={change} />
      </div>
      <h2 className="visually-hidden">{t('products')}</h2>
      {missing && status === 'failed' && (
        <div className="list-more" role="alert">
          <p>{t('listCardsFailed')}</p>
          <button type="button" onClick={load}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      <div aria-busy={missing}>
        <ProductGrid products={visible} eagerFirst={2} />
      </div>
      {shown < total && (
        <div className="list-more" {...soon}>
          <button type="button" onClick={() => more(shown + LIST_PAGE_SIZE)}>
            {t('loadMore')}
          </button>
          <button type="button" onClick={() => more(total)}>
            {t('showAllProducts')}
          </button>
        </div>
      )}
      {filterWanted && <FilterDialog page={page} state={state} change={change} />}
      {sortWanted && <SortDialog state={state} change={change} />}
    </>
  );
}
