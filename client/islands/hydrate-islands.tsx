import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { BrowserState } from '../../src/contract/initial-state';
import { serverReadOf } from '../../src/contract/page-data';
import type { PageStore } from '../state/page-store';
import { sessionShownAtom } from '../shop/server-session';
import { holdUntilHydrated } from './hold-until-hydrated';
import { loadIslandWords } from './island-words';
import { PageProviders } from './PageProviders';
import { loadIslands } from './registry';
import { yieldToBrowser } from './yield-to-browser';

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/** The island's own name and those of the islands inside it, which its render needs. */
const namesWithin = (element: HTMLElement) => [
  element.dataset.island ?? '',
  ...[...element.querySelectorAll<HTMLElement>('[data-island]')].map(
    (inner) => inner.dataset.island ?? '',
  ),
];

async function hydrateIsland(
  element: HTMLElement,
  state: BrowserState,
  store: PageStore,
  onMounted: () => void,
) {
  const names = namesWithin(element);
  // An island hydrated on a touch brings its words along (the page carries only the words of
  // what runs with it).
  const [islands, messages] = await Promise.all([
    loadIslands(state, names),
    element.dataset.hydrate === 'interaction' ? loadIslandWords(state, names) : state.messages,
  ]);
  await yieldToBrowser();
  const Component = islands.get(element.dataset.island as never);
  if (!Component) return;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const mounted = () => {
    element.dataset.hydrated = 'true';
    onMounted();
  };
  // As a transition, React hydrates in slices of a few milliseconds and yields to the browser
  // between them (a plain hydration renders the whole island in one task); a shopper's click
  // or key on a part not yet hydrated makes React hydrate that part first and replay it.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <PageProviders state={state} store={store} islands={islands} messages={messages}>
          <Component {...props} />
          <Mounted onMounted={mounted} />
        </PageProviders>
      </StrictMode>,
    );
  });
}

/**
 * Hydrates each outermost island on its own root (an island inside another is hydrated by
 * its parent's render): most at once, those marked `interaction` on the shopper's first
 * touch, except a shopper's page whose session the worker could not show: it starts at once
 * and reads it. When every island hydrated at once has mounted, the document is marked
 * hydrated: the marker tests and monitoring wait for.
 */
export async function hydrateIslands(state: BrowserState, store: PageStore) {
  await yieldToBrowser();
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (element) => !element.parentElement?.closest('[data-island]'),
  );
  const readsSession = serverReadOf(state.page) !== undefined && !store.get(sessionShownAtom);
  const atOnce = roots.filter(
    (element) =>
      element.dataset.hydrate !== 'interaction' ||
      (readsSession && element.dataset.island === 'page'),
  );
  for (const element of roots.filter((root) => !atOnce.includes(root))) {
    holdUntilHydrated(element, (onMounted) => hydrateIsland(element, state, store, onMounted));
  }
  const waiting = new Set(atOnce);
  await Promise.all(
    atOnce.map((element) =>
      hydrateIsland(element, state, store, () => {
        waiting.delete(element);
        if (waiting.size === 0) document.documentElement.dataset.hydrated = 'true';
      }),
    ),
  );
}
