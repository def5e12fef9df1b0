import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { SelectionResponse } from '../../../src/contract/checkout-api/schemas';
import { useWithoutSession } from '../../shop/use-without-session';
import { useShop } from '../../shop/shop-context';
import { cartAtom } from '../../state/cart-state';

export type Customer = NonNullable<SelectionResponse['loggedIn']>;

export type CustomerState =
  /** The selection has not been read on this page yet (always so on the server). */
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; customer: Customer };

/**
 * Who is signed in, from the shop's selection: as the worker read it, then as the page's
 * start-up reads it again (once per page, shared with the rest of the page); a failed start-up
 * shows as failed. A browser without a session has nobody signed in.
 */
export function useCustomer(): CustomerState {
  const shop = useShop();
  const { selection } = useAtomValue(cartAtom);
  const [failed, setFailed] = useState(false);
  const withoutSession = useWithoutSession();
  useEffect(() => {
    let cancelled = false;
    shop()
      .then((actions) => actions.start())
      .catch((error: unknown) => {
        console.warn('reading the selection failed', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [shop]);
  if (selection) {
    return selection.loggedIn
      ? { kind: 'signed-in', customer: selection.loggedIn }
      : { kind: 'signed-out' };
  }
  if (failed) return { kind: 'failed' };
  return withoutSession ? { kind: 'signed-out' } : { kind: 'loading' };
}

/** A text the customer record may hold (Centra sends more fields than the schema names). */
export function customerText(customer: Customer, field: string): string {
  const value = (customer as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}
