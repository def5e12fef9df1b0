import { isSupportedLanguage } from '../../src/domain/markets/languages';
import { marketLocale } from '../../src/domain/markets/market-table';
import { useLanguage } from '../i18n/i18n-context';

// Making a format costs far more than using one (a blog listing shows a date on every card),
// and using one more than looking its text up: a worker renders the same posts' dates again and
// again. The texts are few (one per post and language); the bound only guards against a flood.
const formats = new Map<string, Intl.DateTimeFormat>();
const texts = new Map<string, string | undefined>();
const MOST_TEXTS = 5000;

/**
 * A date as the language's market writes it, the same on the server and in the browser (UTC);
 * undefined if invalid.
 */
export function longDate(language: string, iso: string): string | undefined {
  const key = `${language} ${iso}`;
  if (texts.has(key)) return texts.get(key);
  if (texts.size >= MOST_TEXTS) texts.clear();
  const text = formatted(language, iso);
  texts.set(key, text);
  return text;
}

function formatted(language: string, iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  let format = formats.get(language);
  if (!format) {
    const locale = isSupportedLanguage(language) ? marketLocale(language) : language;
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format.format(date);
}

/** A date in the page's language. */
export function FormattedDate({ iso }: { iso: string }) {
  const text = longDate(useLanguage(), iso);
  return text === undefined ? null : <time dateTime={iso}>{text}</time>;
}
