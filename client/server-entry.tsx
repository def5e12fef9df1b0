// React's Node build, not the edge build the workerd condition picks: the edge build encodes
// every attribute and text into a new byte array of its own, the Node build into one shared 4 KB
// buffer. That was a quarter to a third of a page's render. Its few Node modules (util, stream,
// async_hooks, crypto) are workerd's own under nodejs_compat.
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { App } from './app/App';
import { Document } from './app/Document';
import { pageParts } from './app/page-parts-html';
import type { InitialState } from '../src/contract/initial-state';
import type { Messages } from '../src/i18n/dictionary';
import { PAGE_VIEWS } from './app/page-views';
import { PageProviders } from './islands/PageProviders';
import { loadIslands } from './islands/registry';
import { pageStore } from './state/page-store';

export interface RenderOptions {
  /** The words the server renders with, when more than the state sends to the browser. */
  messages?: Messages;
  /** The words the browser gets, given the islands rendered (else the state's). */
  browserMessages?: (islands: ReadonlySet<string>) => Messages;
  nonce?: string;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

// Islands read the page's state from context, so one set per kind of page serves every
// request in the isolate (only the page island differs by kind).
const islandsByKind = new Map<string, ReturnType<typeof loadIslands>>();
function islandsFor(state: InitialState) {
  let islands = islandsByKind.get(state.page.kind);
  if (!islands) {
    islands = loadIslands(state).catch((error: unknown) => {
      islandsByKind.delete(state.page.kind);
      throw error;
    });
    islandsByKind.set(state.page.kind, islands);
  }
  return islands;
}

/**
 * Streams the full HTML document: the shell is flushed as soon as it is ready and
 * Suspense boundaries stream in after it. Each request renders with its own
 * store. The browser hydrates only the page's islands.
 */
export async function renderPage(state: InitialState, options: RenderOptions = {}) {
  const [PageView, islands] = await Promise.all([PAGE_VIEWS[state.page.kind](), islandsFor(state)]);
  const store = pageStore(state);
  const withProviders = (children: ReactNode) => (
    <PageProviders
      state={state}
      store={store}
      islands={islands}
      messages={options.messages ?? state.messages}
    >
      {children}
    </PageProviders>
  );
  const { header, footer, shell } = pageParts(state, store, islands, withProviders);
  return renderToReadableStream(
    withProviders(
      <Document state={state} nonce={options.nonce} browserMessages={options.browserMessages}>
        <App state={state} PageView={PageView} header={header} footer={footer} shell={shell} />
      </Document>,
    ),
    {
      bootstrapModules: [state.assets.entry],
      nonce: options.nonce,
      signal: options.signal,
      onError: options.onError,
    },
  );
}
