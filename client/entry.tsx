import { INITIAL_STATE_ELEMENT_ID, type InitialState } from '../src/contract/initial-state';
import { hydrateIslands } from './islands/hydrate-islands';

function readInitialState(): InitialState {
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no initial state to hydrate from.');
  return JSON.parse(element.textContent) as InitialState;
}

// No top-level await: a chunk loaded while the entry still ran would wait on it for ever.
hydrateIslands(readInitialState()).catch((error: unknown) => {
  console.error('islands: the page could not start', error);
});
