import type { BrowserState } from '../../src/contract/initial-state';
import type { Messages } from '../../src/i18n/dictionary';

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((text) => typeof text === 'string');

/**
 * The words of islands hydrated on a touch, fetched with their code: the page carries only the
 * words of what runs with it. Asked for with the page's build, so any cache may keep them; a
 * failure rejects, and the island tries again on the next touch, as when its code fails.
 */
export async function loadIslandWords(
  state: BrowserState,
  names: readonly string[],
): Promise<Messages> {
  const query = new URLSearchParams({
    names: [...new Set(names)].sort().join(','),
    kind: state.page.kind,
    language: state.language,
    build: state.assets.entry,
  });
  const response = await fetch(`/api/words/islands?${query}`, {
    headers: { Accept: 'application/json' },
  });
  const body: unknown = response.ok ? await response.json() : undefined;
  if (!isMessages(body)) throw new Error(`The islands' words did not load (${response.status})`);
  return { ...state.messages, ...body };
}
