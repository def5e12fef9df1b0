import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { FooterContents, type FooterInput } from '../components/Footer';
import { RenderedIslandsContext } from '../islands/Island';
import type { RenderedHtml } from './ReusedHtml';

/** Footers kept per isolate: every market's, for every kind of page, a few times over. */
const MAX_FOOTERS = 512;
const footers = new Map<string, RenderedHtml>();

/**
 * The footer's contents as HTML, rendered once per isolate for each footer input and kind of
 * page (whose words it renders with). It is the same on every page of a market until editors
 * change the site settings, and rendering its sixty elements again was about an eighth of a
 * small page's server render. `within` gives it the page's providers (words, island components).
 */
export function footerHtml(
  input: FooterInput,
  kind: string,
  within: (children: ReactNode) => ReactNode,
): RenderedHtml {
  const key = `${kind}\n${JSON.stringify(input)}`;
  const kept = footers.get(key);
  if (kept) return kept;
  const islands = new Set<string>();
  const html = renderToString(
    within(
      <RenderedIslandsContext value={islands}>
        <FooterContents {...input} />
      </RenderedIslandsContext>,
    ),
  );
  const footer = { html, islands: [...islands] };
  if (footers.size >= MAX_FOOTERS) footers.delete(footers.keys().next().value!);
  footers.set(key, footer);
  return footer;
}
