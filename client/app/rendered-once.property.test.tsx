import fc from 'fast-check';
import type { ReactNode } from 'react';
import { describe, it } from 'vitest';
import type { InitialState } from '../../src/contract/initial-state';
import type { PageKind } from '../../src/contract/page-data';
// The server renders its parts with the page's words, as renderDocument gives them (a test is
// never bundled for the browser).
// eslint-disable-next-line import-x/no-restricted-paths
import { pageMessages } from '../../src/i18n/words';
import { PageProviders } from '../islands/PageProviders';
import { loadIslands, type IslandComponents } from '../islands/registry';
import { pageStore } from '../state/page-store';
import { pageParts } from './page-parts-html';
import {
  PAGE_INPUT_FIELDS,
  pageInput,
  pageStateOf,
  withField,
  type PageInput,
} from '../../tests/fixtures/client/random-page-states';
import { forgetRenderedParts } from './rendered-once';
import type { RenderedHtml } from './ReusedHtml';

/** The islands' code, loaded once per kind of page, as the worker's isolate keeps it. */
const islandsByKind = new Map<PageKind, IslandComponents>();
async function islandsFor(state: InitialState) {
  let islands = islandsByKind.get(state.page.kind);
  if (!islands) {
    islands = await loadIslands(state);
    islandsByKind.set(state.page.kind, islands);
  }
  return islands;
}

type Parts = Record<'header' | 'footer' | 'shell', RenderedHtml | undefined>;

/** The page's reused parts, as renderPage renders them for the page's state. */
async function partsOf(input: PageInput): Promise<Parts> {
  const state = pageStateOf(input);
  const store = pageStore(state);
  const islands = await islandsFor(state);
  const within = (children: ReactNode) => (
    <PageProviders
      state={state}
      store={store}
      islands={islands}
      messages={pageMessages(input.language, input.kind)}
    >
      {children}
    </PageProviders>
  );
  return pageParts(state, store, islands, within);
}

/** Where two renders of the parts differ first, in a few words (undefined: they do not). */
function difference(reused: Parts, fresh: Parts): string | undefined {
  for (const part of ['header', 'footer', 'shell'] as const) {
    const [was, is] = [JSON.stringify(reused[part]), JSON.stringify(fresh[part])];
    if (was === is) continue;
    let at = 0;
    while (was[at] === is[at]) at += 1;
    const around = (json: string) => json.slice(Math.max(0, at - 40), at + 40);
    return `the ${part} reused: …${around(was)}…\n  the ${part} fresh:  …${around(is)}…`;
  }
  return undefined;
}

/** Which page handed this one its part: each neighbour alone, in an isolate of its own. */
async function culprit(page: PageInput, other: PageInput, fresh: Parts): Promise<string> {
  for (const field of PAGE_INPUT_FIELDS) {
    forgetRenderedParts();
    await partsOf(withField(page, field, other));
    if (difference(await partsOf(page), fresh)) return `after a page that differs in ${field}`;
  }
  return 'after pages that differ in several fields';
}

describe('the server-only parts reused across pages (renderedOnce)', () => {
  it('are byte for byte what a fresh render of the page shows', async () => {
    await fc.assert(
      fc.asyncProperty(pageInput, pageInput, async (page, other) => {
        // Pages that differ from this one in one field each (its market, kind of page, cart,
        // one setting), and one that differs in all, render their parts first: a key that
        // left out what differs would hand this page that page's part.
        for (const field of PAGE_INPUT_FIELDS) await partsOf(withField(page, field, other));
        await partsOf(other);
        const reused = await partsOf(page);
        forgetRenderedParts();
        const fresh = await partsOf(page);
        const differs = difference(reused, fresh);
        if (!differs) return;
        throw new Error(`${await culprit(page, other, fresh)}:\n  ${differs}`);
      }),
      // A counterexample names its field: shrinking it further would render thousands of pages.
      { numRuns: 50, endOnFailure: true },
    );
  }, 60_000);
});
