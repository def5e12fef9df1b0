import { atom } from 'jotai';

/** The UI state flags of spec §2: which panel is open, the toast, the compact header. */
export const cartOpenAtom = atom(false);
export const localeDialogOpenAtom = atom(false);
export const accountDialogOpenAtom = atom(false);
export const filterDialogOpenAtom = atom(false);
export const sortDialogOpenAtom = atom(false);
export const toastAtom = atom<{ message: string; kind: 'info' | 'success' | 'error' } | null>(null);
export const limitedHeaderAtom = atom(false);
