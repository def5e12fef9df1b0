import type { BrowserState } from '../../src/contract/initial-state';
import type { Messages } from '../../src/i18n/dictionary';
import { fetchWords } from '../i18n/fetch-words';

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
  const words = await fetchWords(`/api/words/islands?${query}`, "islands'");
  return { ...state.messages, ...words };
}
