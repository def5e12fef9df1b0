/** Fixed conversion rates to SEK for the marketing tracker's base currency. */
export const SEK_CONVERSION_RATES: Readonly<Record<string, number>> = {
  SEK: 1,
  EUR: 11.4355,
  USD: 10.2828,
  DKK: 1.5326,
  JPY: 0.07043,
  CAD: 7.57017,
  NOK: 0.96895,
  GBP: 13.49592,
};

export type SekConversion =
  | { ok: true; value: number }
  | { ok: false; error: 'unknown-currency'; currency: string }
  | { ok: false; error: 'not-a-number'; currency: string };

/** A currency without a fixed rate is reported to the caller, never guessed. */
export function convertToSek(amount: number, currency: string): SekConversion {
  const code = currency.trim().toUpperCase();
  if (!Number.isFinite(amount)) return { ok: false, error: 'not-a-number', currency: code };
  const rate = SEK_CONVERSION_RATES[code];
  if (rate === undefined) return { ok: false, error: 'unknown-currency', currency: code };
  return { ok: true, value: amount * rate };
}
