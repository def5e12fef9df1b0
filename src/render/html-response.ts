import type { InitialState } from '../contract/initial-state';
import { renderPage, type RenderOptions } from '../../client/server-entry';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/markets';
import { pageMessages } from '../i18n/words';

/**
 * The page's HTML stream. The state carries only the words the browser can show; the server
 * renders with all of the page's words (the footer's, an article's, the facts' labels).
 */
export function renderDocument(state: InitialState, options: RenderOptions = {}) {
  const language = LANGUAGES.find((known) => known === state.language) ?? DEFAULT_LANGUAGE;
  return renderPage(state, { ...options, messages: pageMessages(language, state.page.kind) });
}

export async function htmlResponse(
  state: InitialState,
  status: number,
  options: RenderOptions,
): Promise<Response> {
  const stream = await renderDocument(state, options);
  return new Response(stream, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
