import { createContext, useContext } from 'react';
import type { BrowserState } from '../../src/contract/initial-state';

export const InitialStateContext = createContext<BrowserState | null>(null);

/** The page's state as the server sent it: the same object on the server and in every island. */
export function useInitialState(): BrowserState {
  const state = useContext(InitialStateContext);
  if (!state) throw new Error('useInitialState is called outside the page providers');
  return state;
}
