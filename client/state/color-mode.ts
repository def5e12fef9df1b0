import { atom } from 'jotai';

const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const COLOR_MODE_STORAGE_KEY = 'color-mode';

export function parseColorMode(value: unknown): ColorMode {
  return COLOR_MODES.find((mode) => mode === value) ?? 'system';
}

export function nextColorMode(current: ColorMode): ColorMode {
  const index = COLOR_MODES.indexOf(current);
  return COLOR_MODES[(index + 1) % COLOR_MODES.length] ?? 'system';
}

/** Server and first client render agree on 'system'; the stored choice is applied after hydration. */
export const colorModeAtom = atom<ColorMode>('system');

/**
 * Runs in <head> before first paint so a stored dark mode never flashes light.
 * Kept tiny and dependency-free because it is inlined into every page.
 */
export const COLOR_MODE_BOOT_SCRIPT = `try{var m=localStorage.getItem(${JSON.stringify(
  COLOR_MODE_STORAGE_KEY,
)});document.documentElement.dataset.colorMode=m==='light'||m==='dark'?m:'system'}catch(e){}`;
