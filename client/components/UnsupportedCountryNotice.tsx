import { useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { countryName } from '../../src/domain/markets/country-name';
import { dismissCountryNotice } from '../scripts/visitor-country';
import { browserStorage } from '../state/browser-storage';

/** Tells a visitor from a country the shop does not ship to, until they close it. */
export function UnsupportedCountryNotice({
  language,
  country,
}: {
  language: string;
  country: string;
}) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    dismissCountryNotice(browserStorage('sessionStorage'));
  };
  return (
    <div className="notice country-notice" role="status">
      <p>
        <strong>{t('unsupportedCountry', { country: countryName(language, country) })}</strong>{' '}
        {t('unsupportedCountryAdvice')}
      </p>
      <button type="button" onClick={dismiss}>
        {t('close')}
      </button>
    </div>
  );
}
