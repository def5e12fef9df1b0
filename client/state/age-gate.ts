import { atom } from 'jotai';

/** @internal Where the answer is kept: tests and the budget's shopper set a confirmed one. */
export const AGE_CONFIRMED_STORAGE_KEY = 'age-confirmed';

export type AgeGateState = 'unknown' | 'confirmed' | 'declined';

/** The server renders the gate; the boot script and the stored answer decide in the browser. */
export const ageGateAtom = atom<AgeGateState>('unknown');

/**
 * Runs in <head> before first paint: a visitor who already confirmed in this browser
 * session never sees the gate flash over the page.
 */
export const AGE_GATE_BOOT_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(
  AGE_CONFIRMED_STORAGE_KEY,
)})==='yes')document.documentElement.dataset.ageConfirmed='true'}catch(e){}`;

export function readAgeConfirmed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(AGE_CONFIRMED_STORAGE_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function rememberAgeConfirmed(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(AGE_CONFIRMED_STORAGE_KEY, 'yes');
  } catch {
    // Storage can be disabled: the answer then lasts for this page.
  }
}
