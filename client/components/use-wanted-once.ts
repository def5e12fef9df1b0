import { useState } from 'react';

/**
 * Wants a part from the first time its flag is set, and keeps it for the next time: a dialog
 * is neither loaded nor rendered into the page's HTML before the shopper first opens it.
 */
export function useWantedOnce(open: boolean) {
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted;
}
