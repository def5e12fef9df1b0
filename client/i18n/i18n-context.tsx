import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BrowserNamespace, KeyIn, Messages } from '../../src/i18n/dictionary';
import { translator, type Translate } from '../../src/i18n/translate';

interface Words {
  language: string;
  namespaces: readonly BrowserNamespace[];
  messages: Messages;
  translate: Translate<string>;
}

const WordsContext = createContext<Words | null>(null);

/** The page's language and the words its page sent, in the namespaces it sent them. */
export function I18nProvider({
  language,
  messages,
  namespaces,
  children,
}: {
  language: string;
  messages: Messages;
  namespaces: readonly BrowserNamespace[];
  children: ReactNode;
}) {
  const words = useMemo(
    () => ({
      language,
      namespaces,
      messages,
      translate: translator(language, messages) as Translate<string>,
    }),
    [language, messages, namespaces],
  );
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

/** Words loaded with code the page did not carry them for (the cart drawer), beside the page's. */
export function MoreWords({ words, children }: { words: Messages; children: ReactNode }) {
  const page = useWords();
  const more = useMemo(() => {
    const messages = { ...page.messages, ...words };
    return {
      ...page,
      messages,
      translate: translator(page.language, messages) as Translate<string>,
    };
  }, [page, words]);
  return <WordsContext.Provider value={more}>{children}</WordsContext.Provider>;
}

function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useT is called outside the I18nProvider');
  return words;
}

/** A key a component reading these namespaces may use: the shell's and theirs. */
export type Word<N extends BrowserNamespace = 'shell'> = KeyIn<'shell'> | KeyIn<N>;

const reported = new Set<string>();

/**
 * The page's words: the shell's, and those of the namespaces a component names. A namespace
 * its page did not receive is reported (the page's namespace table must list it).
 */
export function useT<N extends BrowserNamespace = 'shell'>(...namespaces: N[]): Translate<Word<N>> {
  const words = useWords();
  for (const namespace of namespaces) {
    if (words.namespaces.includes(namespace) || reported.has(namespace)) continue;
    reported.add(namespace);
    console.error(`i18n: this page did not receive the "${namespace}" words`);
  }
  return words.translate;
}

/** The page's language, for `Intl` formats. */
export const useLanguage = () => useWords().language;
