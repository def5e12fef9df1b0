import { useEffect, useState } from 'react';
import type { StoreComparison } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';

/**
 * Other stores' prices for the product, asked for once the page is shown: the feed is slow
 * and optional, so the page never waits for it. Nothing is shown until (and unless) it answers;
 * the embedded shop's example stores come with a note that they are examples, not real prices.
 */
export function PriceComparison({ href }: { href: string }) {
  const t = useT('storefront');
  const [comparison, setComparison] = useState<StoreComparison>({ stores: [], example: false });
  useEffect(() => {
    const abort = new AbortController();
    fetch(href, { signal: abort.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<StoreComparison>) : null))
      .then((body) => body && setComparison(body))
      // Without the comparison the page is complete; nothing to tell the shopper.
      .catch(() => undefined);
    return () => abort.abort();
  }, [href]);
  const { stores, example } = comparison;
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="comparison-title">
      <h2 id="comparison-title">{t('priceComparison')}</h2>
      {example && <p className="example-note">{t('priceComparisonExample')}</p>}
      <table className="comparison">
        <thead>
          <tr>
            <th scope="col">{t('store')}</th>
            <th scope="col">{t('storePrice')}</th>
          </tr>
        </thead>
        <tbody>
          {stores.map((entry) => (
            <tr key={entry.store}>
              <td>
                {entry.url ? (
                  <a href={entry.url} rel="nofollow noopener">
                    {entry.store}
                  </a>
                ) : (
                  entry.store
                )}
              </td>
              <td>{entry.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
