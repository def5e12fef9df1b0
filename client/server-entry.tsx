import { renderToReadableStream } from 'react-dom/server';
import { App } from './app/App';
import { Document } from './app/Document';
import type { InitialState } from '../src/contract/initial-state';
import type { Messages } from '../src/i18n/dictionary';
import { PAGE_VIEWS } from './app/page-views';
import { PageProviders } from './islands/PageProviders';
import { loadIslands } from './islands/registry';
import { pageStore } from './state/page-store';

export interface RenderOptions {
  /** The words the server renders with, when more than the state sends to the browser. */
  messages?: Messages;
  nonce?: string;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

/**
 * Streams the full HTML document: the shell is flushed as soon as it is ready and
 * Suspense boundaries stream in after it. Each request renders with its own
 * Jotai store. The browser hydrates only the page's islands.
 */
export async function renderPage(state: InitialState, options: RenderOptions = {}) {
  const [PageView, islands] = await Promise.all([
    PAGE_VIEWS[state.page.kind](),
    loadIslands(state),
  ]);
  return renderToReadableStream(
    <PageProviders
      state={state}
      store={pageStore(state)}
      islands={islands}
      messages={options.messages ?? state.messages}
    >
      <Document state={state} nonce={options.nonce}>
        <App state={state} PageView={PageView} />
      </Document>
    </PageProviders>,
    {
      bootstrapModules: [state.assets.entry],
      nonce: options.nonce,
      signal: options.signal,
      onError: options.onError,
    },
  );
}
