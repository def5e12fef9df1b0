import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { countryName } from '../../src/domain/markets/country-name';

/** Session storage flag: the visitor closed the notice, it stays closed for the session. */
const DISMISSED_KEY = 'country-notice-dismissed';

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'yes';
  } catch {
    return false;
  }
}

interface Geo {
  country: string | null;
  shipsHere: boolean | null;
}

/**
 * Tells visitors from a country the shop does not ship to. Asked of
 * /api/geo in the browser, so cached pages stay the same for everyone.
 */
export function UnsupportedCountryNotice({ language }: { language: string }) {
  const t = useT();
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    if (dismissedThisSession()) return;
    fetch('/api/geo', { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Geo>) : null))
      .then((geo) => {
        if (!active || !geo?.country) return;
        (window as unknown as { dataLayer?: unknown[] }).dataLayer?.push({ country: geo.country });
        if (geo.shipsHere === false) {
          setCountry(countryName(language, geo.country));
        }
      })
      .catch((error: unknown) => console.warn('geo: the country is unknown', error));
    return () => {
      active = false;
    };
  }, [language]);
  if (!country) return null;
  const dismiss = () => {
    setCountry(null);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, 'yes');
    } catch {
      // Without storage it comes back on the next page.
    }
  };
  return (
    <div className="notice country-notice" role="status">
      <p>
        <strong>{t('unsupportedCountry', { country })}</strong> {t('unsupportedCountryAdvice')}
      </p>
      <button type="button" onClick={dismiss}>
        {t('close')}
      </button>
    </div>
  );
}
