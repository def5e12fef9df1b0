import { useLanguage } from '../i18n/i18n-context';

/** A date in the language, the same on the server and in the browser (UTC); undefined if invalid. */
export function longDate(language: string, iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A date in the page's language. */
export function FormattedDate({ iso }: { iso: string }) {
  const text = longDate(useLanguage(), iso);
  return text === undefined ? null : <time dateTime={iso}>{text}</time>;
}
