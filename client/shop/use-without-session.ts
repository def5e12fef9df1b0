import { useAtomValue } from 'jotai';
import { serverReadOf } from '../../src/contract/page-data';
import { useInitialState } from '../islands/initial-state-context';
import { useHydrated } from '../islands/use-hydrated';
import { sessionShownAtom } from './server-session';

/**
 * True on a shopper's page shown to a browser without a session (no cookie came and it holds no
 * token): nothing was ever added and nobody is signed in, so there is nothing to wait for. A
 * browser holding a session the worker could not read waits for its own read instead, once
 * the page has hydrated as the server rendered it.
 */
export function useWithoutSession(): boolean {
  const read = serverReadOf(useInitialState().page);
  const shown = useAtomValue(sessionShownAtom);
  const hydrated = useHydrated();
  return read?.state === 'none' && (shown || !hydrated);
}
