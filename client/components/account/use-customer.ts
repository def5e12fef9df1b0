import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import type { SelectionResponse } from '../../../src/adapters/checkout/schemas';
import { useShop } from '../../shop/shop-context';
import { cartAtom } from '../../state/cart-state';

export type Customer = NonNullable<SelectionResponse['loggedIn']>;

export type CustomerState =
  /** The selection has not been read on this page yet (always so on the server). */
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; customer: Customer };

/** How long the page's start-up gets to read the selection before the page reads it. */
const FALLBACK_AFTER_MS = 3_000;

/**
 * Who is signed in, from the shop's selection, which the page's start-up reads; the
 * page reads it itself only when the start-up has not answered in time.
 */
export function useCustomer(): CustomerState {
  const shop = useShop();
  const store = useStore();
  const { selection } = useAtomValue(cartAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The start-up runs on every page: reading the selection alongside it, before it has
    // a token, would open a second session. Only if it has not answered after a while
    // (it failed, or it is not wired) does the page read the selection itself.
    let cancelled = false;
    const timer = setTimeout(() => {
      if (store.get(cartAtom).selection) return;
      shop()
        .then((actions) => actions.refresh())
        .catch((error: unknown) => {
          console.warn('reading the selection failed', error);
          if (!cancelled && !store.get(cartAtom).selection) setFailed(true);
        });
    }, FALLBACK_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [shop, store]);
  if (selection) {
    return selection.loggedIn
      ? { kind: 'signed-in', customer: selection.loggedIn }
      : { kind: 'signed-out' };
  }
  return failed ? { kind: 'failed' } : { kind: 'loading' };
}

/** A text the customer record may hold (Centra sends more fields than the schema names). */
export function customerText(customer: Customer, field: string): string {
  const value = (customer as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}
