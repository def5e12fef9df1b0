import { atom } from 'jotai';

/** The UI state flags: which panel is open, the toast, the checkout's limited header. */
export const cartOpenAtom = atom(false);
export const localeDialogOpenAtom = atom(false);
export const accountDialogOpenAtom = atom(false);
export const filterDialogOpenAtom = atom(false);
export const sortDialogOpenAtom = atom(false);
export const toastAtom = atom<{ message: string; kind: 'info' | 'success' | 'error' } | null>(null);
export const limitedHeaderAtom = atom(false);
