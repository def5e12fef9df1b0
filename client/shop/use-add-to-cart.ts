import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { toastAtom } from '../state/ui-flags';
import { addToCart } from './add-to-cart';
import { useShop } from './shop-context';

/** Adds a product through /api/addProduct with immediate feedback: busy state, then a toast. */
export function useAddToCart() {
  const t = useT();
  const shop = useShop();
  const setToast = useSetAtom(toastAtom);
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    async (productId: string, quantity: number, productUrl: string) => {
      setAdding(true);
      try {
        return await addToCart(shop, { id: productId, quantity, url: productUrl }, t, setToast);
      } finally {
        setAdding(false);
      }
    },
    [shop, setToast, t],
  );
  return { add, adding };
}
