import type { Language } from '../../domain/markets';
import type { Dictionary } from '../dictionary';
import { CS } from './cs';
import { DA } from './da';
import { DE } from './de';
import { EL } from './el';
import { EN } from './en';
import { ES } from './es';
import { ET } from './et';
import { FI } from './fi';
import { FR } from './fr';
import { HR } from './hr';
import { HU } from './hu';
import { IT } from './it';
import { LT } from './lt';
import { LV } from './lv';
import { NL } from './nl';
import { PL } from './pl';
import { SK } from './sk';
import { SV } from './sv';

/** Every language's words. Only the worker imports them; a page sends the browser its own. */
export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = {
  en: EN,
  de: DE,
  sv: SV,
  fi: FI,
  da: DA,
  nl: NL,
  fr: FR,
  it: IT,
  lt: LT,
  cs: CS,
  pl: PL,
  sk: SK,
  hu: HU,
  lv: LV,
  es: ES,
  el: EL,
  hr: HR,
  et: ET,
};
