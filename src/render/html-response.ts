import type { InitialState } from '../contract/initial-state';
import { renderPage, type RenderOptions } from '../../client/server-entry';

export async function htmlResponse(
  state: InitialState,
  status: number,
  options: RenderOptions,
): Promise<Response> {
  const stream = await renderPage(state, options);
  return new Response(stream, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
