import { lazy, Suspense, useEffect, useState } from 'react';
import { countryNoticeDismissed, unshippedVisitorCountry } from '../scripts/visitor-country';

// The notice for a country the shop does not ship to loads only for such a visitor.
const UnsupportedCountryNotice = lazy(() =>
  import('../components/UnsupportedCountryNotice').then((module) => ({
    default: module.UnsupportedCountryNotice,
  })),
);

/** Empty on the server and for most visitors; the notice for one the shop does not ship to. */
export function CountryNoticeSlot({ language }: { language: string }) {
  const [unshipped, setUnshipped] = useState<string | null>(null);
  useEffect(() => {
    if (countryNoticeDismissed()) return;
    let active = true;
    unshippedVisitorCountry()
      .then((country) => active && setUnshipped(country))
      .catch((error: unknown) => console.warn('geo: the country is unknown', error));
    return () => {
      active = false;
    };
  }, []);
  if (!unshipped) return null;
  return (
    <Suspense fallback={null}>
      <UnsupportedCountryNotice language={language} country={unshipped} />
    </Suspense>
  );
}
