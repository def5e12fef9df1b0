import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates, true from the render right after. An island
 * hydrated on a touch hydrates long after the page started, when shared state (the shopper's
 * session) may have changed; its first render must still match the server's HTML, because
 * React does not correct an attribute that differs there (a `disabled` would stay).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
