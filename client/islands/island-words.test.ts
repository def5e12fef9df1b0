import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserState } from '../../src/contract/initial-state';
import { loadIslandWords } from './island-words';

const state = {
  language: 'de',
  page: { kind: 'account' },
  assets: { entry: '/static/entry-abc.js' },
  messages: { close: 'Schließen' },
} as unknown as BrowserState;

afterEach(() => vi.unstubAllGlobals());

describe('loadIslandWords', () => {
  it('asks for the islands’ words of the page’s kind, language and build, beside the page’s own', async () => {
    const fetched = vi.fn(async () => Response.json({ changePassword: 'Passwort ändern' }));
    vi.stubGlobal('fetch', fetched);
    expect(await loadIslandWords(state, ['search', 'page', 'search'])).toEqual({
      close: 'Schließen',
      changePassword: 'Passwort ändern',
    });
    const [address] = fetched.mock.calls[0] as unknown as [string];
    const query = new URL(address, 'https://shop.example').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      names: 'page,search',
      kind: 'account',
      language: 'de',
      build: '/static/entry-abc.js',
    });
  });

  it('fails, so the island tries again on the next touch, when the words did not come', async () => {
    vi.stubGlobal('fetch', async () => new Response('busy', { status: 503 }));
    await expect(loadIslandWords(state, ['page'])).rejects.toThrow('(503)');
    vi.stubGlobal('fetch', async () => Response.json({ changePassword: 7 }));
    await expect(loadIslandWords(state, ['page'])).rejects.toThrow('words did not load');
  });
});
