import { describe, expect, it } from 'vitest';
import type { InitialState } from '../../src/contract/initial-state';
import { loadIslands } from './registry';

// Only the page island reads the state (its kind); the others load the same for any page.
const home = { page: { kind: 'home' } } as InitialState;

describe('loadIslands', () => {
  it('loads the code of the islands a page names, each once', async () => {
    const islands = await loadIslands(home, ['search', 'slideshow', 'search']);
    expect([...islands.keys()]).toEqual(['search', 'slideshow']);
    expect(typeof islands.get('slideshow')).toBe('function');
  });

  it('refuses a name no island has, instead of leaving that part of the page dead', async () => {
    await expect(loadIslands(home, ['search', 'sneaky'])).rejects.toThrow(
      'The page names an island "sneaky" that does not exist.',
    );
  });
});
