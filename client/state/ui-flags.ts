import { atom } from 'jotai';

/** The UI state flags: which panel is open, the toast. */
export const cartOpenAtom = atom(false);
export const localeDialogOpenAtom = atom(false);
export const accountDialogOpenAtom = atom(false);
export const filterDialogOpenAtom = atom(false);
export const sortDialogOpenAtom = atom(false);
/** A short message over the page: what an action did. */
export interface Toast {
  message: string;
  kind: 'info' | 'success' | 'error';
}
export const toastAtom = atom<Toast | null>(null);
