import { useLanguage } from '../i18n/i18n-context';

/** A date in the page's language, the same on the server and in the browser (UTC). */
export function FormattedDate({ iso }: { iso: string }) {
  const language = useLanguage();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso}>
      {new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}
    </time>
  );
}
