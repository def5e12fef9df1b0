import { useLanguage } from '../i18n/i18n-context';

// Making a format costs far more than using one (a blog listing shows a date on every card).
const formats = new Map<string, Intl.DateTimeFormat>();

/** A date in the language, the same on the server and in the browser (UTC); undefined if invalid. */
export function longDate(language: string, iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format.format(date);
}

/** A date in the page's language. */
export function FormattedDate({ iso }: { iso: string }) {
  const text = longDate(useLanguage(), iso);
  return text === undefined ? null : <time dateTime={iso}>{text}</time>;
}
