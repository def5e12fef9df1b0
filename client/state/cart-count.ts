import { atom } from 'jotai';

/** Cans in the shopper's selection, shown on the cart button (filled by the cart in the buying issue). */
export const cartCountAtom = atom(0);
