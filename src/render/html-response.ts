import type { InitialState } from '../contract/initial-state';
import { renderPage, type RenderOptions } from '../../client/server-entry';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/markets';
import { pageMessages } from '../i18n/words';

export async function htmlResponse(
  state: InitialState,
  status: number,
  options: RenderOptions,
): Promise<Response> {
  // The state carries only the words the browser can show; the server renders them all.
  const language = LANGUAGES.find((known) => known === state.language) ?? DEFAULT_LANGUAGE;
  const stream = await renderPage(state, {
    ...options,
    messages: pageMessages(language, state.page.kind),
  });
  return new Response(stream, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
