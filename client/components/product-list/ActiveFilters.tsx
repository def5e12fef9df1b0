import type { MouseEvent } from 'react';
import type { ActiveFilter } from '../../../src/domain/product-list/filters';
import type { ListOrder, ProductListAction } from '../../../src/domain/product-list/reducer';
import { attributeValueName } from '../../../src/i18n/attribute-names';
import { useT } from '../../i18n/i18n-context';
import { listHref } from './list-href';

/**
 * The list's switched-on filter values, each a link that switches it off (the other filters
 * and the sort kept), and a reset to the list as it first was: no filters, its default order.
 * Shown while a filter or another order is on. Plain links, like the brand list: they work
 * before and without JavaScript, and with it the list changes in place.
 */
export function ActiveFilters({
  page,
  state,
  change,
}: {
  page: { path: string; query: string };
  state: { activeFilters: ActiveFilter[]; sortMethod: ListOrder; defaultSort: ListOrder };
  change: (action: ProductListAction<never>) => void;
}) {
  const t = useT('storefront');
  const active = state.activeFilters.filter((filter) => filter.values.length > 0);
  if (active.length === 0 && state.sortMethod === state.defaultSort) return null;
  const inPlace = (action: ProductListAction<never>) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    change(action);
  };
  return (
    <nav aria-label={t('activeFilters')} className="chips active-filters">
      <ul>
        {active.flatMap((filter) =>
          filter.values.map((value) => {
            const values = filter.values.filter((other) => other !== value);
            const filters = state.activeFilters.map((each) =>
              each.name === filter.name ? { ...each, values } : each,
            );
            const label = attributeValueName(t, filter.name, value);
            return (
              <li key={`${filter.name}:${value}`}>
                <a
                  href={listHref(page, filters, state.sortMethod)}
                  aria-label={t('removeFilter', { value: label })}
                  data-in-place
                  onClick={inPlace({ type: 'updateFilter', name: filter.name, values })}
                >
                  {/* Whole texts: the server parts adjacent ones with comments. */}
                  {`${label} `}
                  <span aria-hidden="true">×</span>
                </a>
              </li>
            );
          }),
        )}
        <li>
          <a
            href={listHref(page, [], state.defaultSort)}
            data-in-place
            onClick={inPlace({ type: 'reset' })}
          >
            {t('resetList')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
