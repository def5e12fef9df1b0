/**
 * Fallbacks for a Centra location that is not known yet. The mix of
 * Finland with a Swedish pricelist is deliberate: it is the shop's agreed default, kept as given.
 */
const LOCATION_DEFAULTS = {
  country: 'FI',
  pricelist: 20,
  currency: 'SEK',
  countryName: 'Sweden',
} as const;

export interface LocationDefaults {
  country: string;
  pricelist: number;
  currency: string;
  countryName: string;
}

export function locationDefaults({
  storedCountry,
}: { storedCountry?: string | null } = {}): LocationDefaults {
  const stored = storedCountry?.trim().toUpperCase();
  return {
    ...LOCATION_DEFAULTS,
    country: stored && /^[A-Z]{2}$/.test(stored) ? stored : LOCATION_DEFAULTS.country,
  };
}
