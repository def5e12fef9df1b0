import { z } from 'zod';
import { COLLECTION_IS_EMPTY, MISSING_VALUE, translate } from '../../domain/translatable';

/** `translate`, with what it cannot read as a schema issue carrying its message. */
const translated = (language: string, leaveAbsent: boolean) =>
  z.unknown().transform((value, ctx) => {
    if (leaveAbsent && (value === undefined || value === null)) return undefined;
    try {
      return translate<unknown>(value, language);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // An optional text emptied, or written in other languages only, is simply not shown.
      if (leaveAbsent && (message === COLLECTION_IS_EMPTY || message === MISSING_VALUE))
        return undefined;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

/**
 * A localized text (Sanity's internationalized array, `{ _key: language, value }` entries) in
 * the market's language, else in English. One that cannot be read fails the entry holding it
 * with `translate`'s message ('Value is not an array', 'Collection is empty', 'Missing value').
 */
export const localizedText = (language: string) => translated(language, false).pipe(z.string());

/**
 * An optional localized text: absent, empty or in neither language, it is undefined; a value
 * that is no list of translations (a plain string an import left) is still a problem.
 */
export const optionalLocalizedText = (language: string) =>
  // The outer optional lets the field be absent from the document altogether.
  translated(language, true).pipe(z.string().optional()).optional();
