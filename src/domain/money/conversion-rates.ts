/** The marketing tracker's base currency: every order value it records is in SEK. */
export type SekRates = Readonly<Record<string, number>>;

/** The product's fixed conversion rates to SEK, as given: configuration cannot change them. */
export const FIXED_SEK_RATES: SekRates = {
  SEK: 1,
  EUR: 11.4355,
  USD: 10.2828,
  DKK: 1.5326,
  JPY: 0.07043,
  CAD: 7.57017,
  NOK: 0.96895,
  GBP: 13.49592,
};

/**
 * Rates for the market currencies the fixed table lacks, used unless SEK_CONVERSION_RATES
 * configures them: derived from the fixed EUR rate at 25.0 CZK, 4.25 PLN and 395 HUF to
 * the euro, so the markets' values stay comparable with the euro markets'.
 */
const DEFAULT_MARKET_SEK_RATES: SekRates = {
  CZK: 0.4574,
  PLN: 2.6907,
  HUF: 0.02895,
};

/** The rates the shop converts with: configured ones over the defaults, the fixed ones over all. */
export function sekRates(configured: Readonly<Record<string, number>> = {}): SekRates {
  const upper = Object.fromEntries(
    Object.entries(configured).map(([currency, rate]) => [currency.trim().toUpperCase(), rate]),
  );
  return { ...DEFAULT_MARKET_SEK_RATES, ...upper, ...FIXED_SEK_RATES };
}

export type SekConversion =
  | { ok: true; value: number }
  | { ok: false; error: 'unknown-currency'; currency: string }
  | { ok: false; error: 'not-a-number'; currency: string };

/** A currency without a rate is reported to the caller, never guessed. */
export function convertToSek(
  amount: number,
  currency: string,
  rates: SekRates = sekRates(),
): SekConversion {
  const code = currency.trim().toUpperCase();
  if (!Number.isFinite(amount)) return { ok: false, error: 'not-a-number', currency: code };
  const rate = rates[code];
  if (rate === undefined) return { ok: false, error: 'unknown-currency', currency: code };
  return { ok: true, value: amount * rate };
}
