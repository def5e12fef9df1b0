import { createContext, createElement, useContext } from 'react';
import type { RenderedHtml } from '../app/ReusedHtml';
import type { IslandComponents, IslandName, IslandProps } from './registry';

export type HydrateWhen = 'load' | 'interaction';

export const IslandComponentsContext = createContext<IslandComponents>(new Map());

/**
 * On the server: the names of the islands (and of the delegated code, `DELEGATED_SOURCES`)
 * rendered so far, for the words the page sends.
 */
export const RenderedIslandsContext = createContext<Set<string> | null>(null);

/**
 * When the island being rendered is hydrated: an island inside another is hydrated with it.
 * On the server, only the islands hydrated with the page count as rendered for the words the
 * page sends: one hydrated on a touch fetches its words with its code (`island-words.ts`).
 */
const HydratedWithContext = createContext<HydrateWhen | null>(null);

/**
 * One part of the page that runs in the browser. The element carries the island's name and
 * its props, so the browser can hydrate it on its own; `display: contents` keeps it out of
 * the layout. Props must survive JSON: the browser reads them back from the attribute.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'load',
  rendered,
}: {
  name: N;
  props: IslandProps<N>;
  /**
   * `load`: with the page. `interaction`: when the shopper first points at, touches or
   * focuses it; what they did before it ran is kept (typed text) or replayed (a click, a
   * submitted form), so its code stays out of the page's start. Its first render must match
   * the server's even if shared state changed meanwhile: read such state after `useHydrated`.
   */
  hydrate?: HydrateWhen;
  /** On the server: the island's HTML as rendered before for the same (`renderedOnce`). */
  rendered?: RenderedHtml;
}) {
  const Component = useContext(IslandComponentsContext).get(name);
  const onPage = useContext(RenderedIslandsContext);
  const when = useContext(HydratedWithContext) ?? hydrate;
  if (when === 'load') {
    onPage?.add(name);
    for (const inside of rendered?.islands ?? []) onPage?.add(inside);
  }
  if (!Component) throw new Error(`The island "${name}" was rendered before its code was loaded.`);
  const attributes = {
    className: 'island',
    'data-island': name,
    'data-props': JSON.stringify(props),
    'data-hydrate': hydrate === 'load' ? undefined : hydrate,
  };
  if (rendered) return <div {...attributes} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
  return (
    <div {...attributes}>
      {/* The components are loaded once per page, not created here. */}
      <HydratedWithContext value={when}>
        {createElement(Component, props as Record<string, unknown>)}
      </HydratedWithContext>
    </div>
  );
}
