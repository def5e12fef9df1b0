import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { toastAtom } from '../state/ui-flags';
import { createCartActionRunner, type CartActionRun, type CartActionWord } from './cart-action';
import type { ShopActions } from './shop-actions';
import { useShop } from './shop-context';

/**
 * `[run, busy, failure]` for one cart control: every cart action runs through `run`, which
 * marks the control busy, catches every failure and puts it in `failure`, in the shopper's
 * words, for the control to show beside itself (a toast would sit behind the open cart
 * drawer, which makes the rest of the page inert). A success with words is a toast.
 *
 * @example
 * const [run, busy, failure] = useCartAction();
 * <button disabled={busy} onClick={() => void run((shop) => shop.removeLine(line))}>…</button>
 * {failure && <FormAlert>{failure}</FormAlert>}
 */
export function useCartAction(): readonly [
  run: CartActionRun<ShopActions>,
  busy: boolean,
  failure: string | null,
] {
  const t = useT();
  const shop = useShop();
  const setToast = useSetAtom(toastAtom);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<CartActionWord | null>(null);
  const run = useMemo(
    () =>
      createCartActionRunner(shop, {
        busy: setBusy,
        failed: setFailed,
        done: (word) => setToast({ kind: 'success', message: t(word) }),
      }),
    [shop, setToast, t],
  );
  return [run, busy, failed && t(failed)] as const;
}
