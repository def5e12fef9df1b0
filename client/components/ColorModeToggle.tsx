import { useAtom } from 'jotai';
import { useEffect } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  colorModeAtom,
  nextColorMode,
  parseColorMode,
  type ColorMode,
} from '../state/color-mode';

const LABELS: Record<ColorMode, string> = { system: 'System', light: 'Light', dark: 'Dark' };

function readStoredMode(): ColorMode {
  try {
    return parseColorMode(localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function applyMode(mode: ColorMode) {
  document.documentElement.dataset.colorMode = mode;
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
}

export function ColorModeToggle() {
  const [mode, setMode] = useAtom(colorModeAtom);

  useEffect(() => {
    setMode(readStoredMode());
  }, [setMode]);

  const cycle = () => {
    const next = nextColorMode(mode);
    setMode(next);
    applyMode(next);
  };

  return (
    // The visible mode is part of the name ("Colour mode: System"), as speech users say it.
    <button type="button" className="color-mode-toggle" onClick={cycle}>
      <span aria-hidden="true">{mode === 'dark' ? '☾' : mode === 'light' ? '☀' : '◐'}</span>{' '}
      <span className="visually-hidden">Colour mode: </span>
      <span data-testid="color-mode-label">{LABELS[mode]}</span>
    </button>
  );
}
