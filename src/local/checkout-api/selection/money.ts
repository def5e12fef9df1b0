import { formatPrice } from '../../../domain/money';
import type { CentraCurrencyFormat } from '../fixtures/currency-formats';

/** Rounds to the currency's decimals, the way Centra's *AsNumber values are. */
export function roundMoney(value: number, format: CentraCurrencyFormat): number {
  const factor = 10 ** Number(format.decimalDigits);
  const rounded = Math.round((value + Number.EPSILON) * factor) / factor;
  // Avoid -0 in JSON.
  return rounded === 0 ? 0 : rounded;
}

/** Centra's money pair: `key` is the formatted string, `keyAsNumber` the number. */
export function moneyPair<K extends string>(
  key: K,
  value: number,
  format: CentraCurrencyFormat,
): Record<K | `${K}AsNumber`, string | number> {
  const rounded = roundMoney(value, format);
  return {
    [key]: formatPrice(rounded, format) ?? '',
    [`${key}AsNumber`]: rounded,
  } as Record<K | `${K}AsNumber`, string | number>;
}

/** Like moneyPair, but both halves are `false` when the value is zero (Centra's totals quirk). */
export function moneyPairOrFalse<K extends string>(
  key: K,
  value: number,
  format: CentraCurrencyFormat,
): Record<K | `${K}AsNumber`, string | number | false> {
  if (roundMoney(value, format) === 0)
    return { [key]: false, [`${key}AsNumber`]: false } as Record<K | `${K}AsNumber`, false>;
  return moneyPair(key, value, format);
}
