import { lazy, Suspense, useEffect, useState } from 'react';
import { countryNoticeDismissed, unshippedVisitorCountry } from '../scripts/visitor-country';
import { browserStorage } from '../state/browser-storage';

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
    const session = browserStorage('sessionStorage');
    let active = true;
    // Asked also once the notice was closed: the tag manager gets the country on every page.
    unshippedVisitorCountry(session)
      .then((country) => active && !countryNoticeDismissed(session) && setUnshipped(country))
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
