import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { RenderedIslandsContext } from '../islands/Island';
import type { RenderedHtml } from './ReusedHtml';

/**
 * Parts kept per isolate: every market's header, footer and shell, for every kind of page, a few
 * times over (the header once more for each cart count an account page shows).
 */
const MAX_KEPT = 1024;
const kept = new Map<string, RenderedHtml>();

/**
 * A server-only part of the page as HTML, rendered once per isolate for each key, which must
 * name everything the part shows. `within` gives it the page's providers (words, island
 * components), as the rest of the page has them.
 */
export function renderedOnce(
  key: string,
  contents: ReactNode,
  within: (children: ReactNode) => ReactNode,
): RenderedHtml {
  const found = kept.get(key);
  if (found) return found;
  const islands = new Set<string>();
  const html = renderToString(
    within(<RenderedIslandsContext value={islands}>{contents}</RenderedIslandsContext>),
  );
  const part = { html, islands: [...islands] };
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, part);
  return part;
}

/**
 * Forgets every part kept, as a new isolate starts without them: the next `renderedOnce` of
 * each key renders afresh.
 * @internal For tests that compare a reused part with a fresh one.
 */
export function forgetRenderedParts(): void {
  kept.clear();
}
