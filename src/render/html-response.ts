import type { InitialState } from '../contract/initial-state';
import { renderPage, type RenderOptions } from '../../client/server-entry';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/markets';
import { browserMessages, pageMessages, type BrowserWordLists } from '../i18n/words';

export interface DocumentOptions extends Omit<RenderOptions, 'messages' | 'browserMessages'> {
  /** The build's word lists: the browser gets the words of the islands on the page. */
  words: BrowserWordLists;
}

/**
 * The page's HTML stream. The state carries only the words the browser can show with the
 * islands rendered on the page; the server renders with all of the page's words (the footer's,
 * an article's, the facts' labels).
 * @internal Exported for the bench, which times the render alone.
 */
export function renderDocument(state: InitialState, { words, ...options }: DocumentOptions) {
  const language = LANGUAGES.find((known) => known === state.language) ?? DEFAULT_LANGUAGE;
  const { kind } = state.page;
  return renderPage(state, {
    ...options,
    messages: pageMessages(language, kind),
    browserMessages: (islands) => browserMessages(language, kind, words, islands),
  });
}

export async function htmlResponse(
  state: InitialState,
  status: number,
  options: DocumentOptions,
): Promise<Response> {
  const stream = await renderDocument(state, options);
  return new Response(stream, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
