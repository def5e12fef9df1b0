import { useAtom } from 'jotai';
import { useEffect } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  colorModeAtom,
  nextColorMode,
  parseColorMode,
  type ColorMode,
} from '../state/color-mode';
import { useT } from '../i18n/i18n-context';

const LABEL_KEYS = {
  system: 'colourModeSystem',
  light: 'colourModeLight',
  dark: 'colourModeDark',
} as const satisfies Record<ColorMode, string>;

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
  const t = useT();
  const [mode, setMode] = useAtom(colorModeAtom);
  const label = `${t('colourMode')}: ${t(LABEL_KEYS[mode])}`;

  useEffect(() => {
    setMode(readStoredMode());
  }, [setMode]);

  const cycle = () => {
    const next = nextColorMode(mode);
    setMode(next);
    applyMode(next);
  };

  return (
    // The current mode is part of the name ("Colour mode: System"), as speech users say it.
    <button type="button" className="color-mode-toggle" onClick={cycle} title={label}>
      <span aria-hidden="true">{mode === 'dark' ? '☾' : mode === 'light' ? '☀' : '◐'}</span>
      <span data-testid="color-mode-label" className="visually-hidden">
        {label}
      </span>
    </button>
  );
}
