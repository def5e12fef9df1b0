import { useEffect, useRef, useState } from 'react';
import type { PublicConfig } from '../../src/contract/public-config';
import type { HighlightPart } from '../../src/domain/search/highlight-parts';
import { useT } from '../i18n/i18n-context';
import { debounce } from '../state/debounce';
import { Highlighted } from './Highlighted';

interface Suggestion {
  id: string;
  title: string;
  href: string;
  parts?: HighlightPart[];
}

const SUGGESTIONS = 5;

/**
 * The header's search: a form to the product list (works without JavaScript) that also
 * suggests products as the shopper types, 500 ms after the typing stops. The search client
 * loads on the first keystroke, not with the page.
 */
export function SearchBox({
  action,
  search,
  language,
  catalogueBase,
}: {
  action: string;
  search: PublicConfig['search'];
  language: string;
  catalogueBase: string;
}) {
  const t = useT();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const run = useRef<((query: string) => void) | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Only the newest query's answer is shown, however the answers arrive.
    let latest = 0;
    const debounced = debounce(async (query: string) => {
      const request = ++latest;
      if (query.trim().length < 2) return setSuggestions([]);
      try {
        const [{ browserSearchClient }, { highlightParts }, { productIndexName }] =
          await Promise.all([
            import('../search/search-client'),
            import('../../src/domain/search/highlight-parts'),
            import('../../src/domain/search/index-name'),
          ]);
        const client = browserSearchClient(search, window.location);
        const { results } = await client.search({
          requests: [
            {
              indexName: productIndexName(search.indexBase, language),
              query,
              hitsPerPage: SUGGESTIONS,
            },
          ],
        });
        if (request !== latest) return;
        const hits =
          (
            results[0] as {
              hits?: {
                objectID: string;
                title: string;
                uri: string;
                _highlightResult?: { title?: { value?: string } };
              }[];
            }
          ).hits ?? [];
        setSuggestions(
          hits.map((hit) => ({
            id: hit.objectID,
            title: hit.title,
            href: `${catalogueBase}/${hit.uri}`,
            ...(hit._highlightResult?.title?.value
              ? { parts: highlightParts(hit._highlightResult.title.value) }
              : {}),
          })),
        );
      } catch (error) {
        console.warn('search: suggestions unavailable', error);
      }
    });
    run.current = debounced;
    // Text typed before this code ran (the box is plain HTML until touched) is searched now.
    const typed = input.current?.value ?? '';
    if (typed) debounced(typed);
    return () => debounced.cancel();
  }, [search, language, catalogueBase]);

  return (
    <form role="search" action={action} className="search-form">
      <input
        ref={input}
        type="search"
        name="q"
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => run.current?.(event.currentTarget.value)}
      />
      {suggestions.length > 0 && (
        <ul className="search-suggestions" aria-label={t('search')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <a href={suggestion.href}>
                <Highlighted parts={suggestion.parts} fallback={suggestion.title} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
