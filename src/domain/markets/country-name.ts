const namers = new Map<string, Intl.DisplayNames>();

/** A country's name in a language ("Niemcy" for DE in Polish); the code when Intl has none. */
export function countryName(language: string, country: string): string {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    namers.set(language, namer);
  }
  try {
    return namer.of(country.toUpperCase()) ?? country;
  } catch {
    // Not a well-formed region code: show it as given rather than fail the page.
    return country;
  }
}
