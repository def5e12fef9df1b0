import { Provider } from 'jotai';
import { renderToReadableStream } from 'react-dom/server';
import { App } from './app/App';
import { Document } from './app/Document';
import type { InitialState } from '../src/contract/initial-state';
import { PAGE_VIEWS } from './app/page-views';
import { pageStore } from './state/page-store';

export interface RenderOptions {
  nonce?: string;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

/**
 * Streams the full HTML document: the shell is flushed as soon as it is ready and
 * Suspense boundaries stream in after it. Each request renders with its own
 * Jotai store.
 */
export async function renderPage(state: InitialState, options: RenderOptions = {}) {
  const PageView = await PAGE_VIEWS[state.page.kind]();
  return renderToReadableStream(
    <Provider store={pageStore(state)}>
      <Document state={state} nonce={options.nonce}>
        <App state={state} PageView={PageView} />
      </Document>
    </Provider>,
    {
      bootstrapModules: [state.assets.entry],
      nonce: options.nonce,
      signal: options.signal,
      onError: options.onError,
    },
  );
}
