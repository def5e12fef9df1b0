import { createContext, useContext, type ReactNode } from 'react';
import { translator, type Translate } from './translate';

const TranslateContext = createContext<Translate>(translator('en'));
export const LanguageContext = createContext('en');

export function I18nProvider({ language, children }: { language: string; children: ReactNode }) {
  return (
    <LanguageContext.Provider value={language}>
      <TranslateContext.Provider value={translator(language)}>{children}</TranslateContext.Provider>
    </LanguageContext.Provider>
  );
}

/** The current page's UI strings. */
export const useT = () => useContext(TranslateContext);
