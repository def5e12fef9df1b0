/** Centra's currencyFormat. decimalDigits is a string in Centra's data ("2", "0"). */
export interface CurrencyFormat {
  currency?: string;
  name?: string;
  prefix?: string;
  suffix?: string;
  decimalPoint?: string;
  decimalDigits?: string | number;
  thousandsSeparator?: string;
  uri?: string;
  denominator?: number | string;
}

const MAX_DIGITS = 10;

function decimalDigitsOf(format: CurrencyFormat): number {
  const digits = Number(format.decimalDigits);
  return Number.isInteger(digits) && digits >= 0 && digits <= MAX_DIGITS ? digits : 0;
}

function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Rounds half away from zero. toFixed on the scaled value misrounds binary fractions
 * such as 1.005, so the number is scaled through its exponent form instead.
 */
function roundTo(value: number, digits: number): number {
  const sign = value < 0 ? -1 : 1;
  const magnitude = Math.abs(value);
  // Tiny or huge numbers already print in exponent form; plain scaling is exact enough there.
  if (String(magnitude).includes('e'))
    return (sign * Math.round(magnitude * 10 ** digits)) / 10 ** digits;
  const scaled = Math.round(Number(`${magnitude}e${digits}`));
  return sign * Number(`${scaled}e-${digits}`);
}

/**
 * prefix + grouped number + decimal point + decimals + suffix. Returns
 * undefined when the value is not a number or no format is known.
 */
export function formatPrice(
  value: unknown,
  format: CurrencyFormat | null | undefined,
): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || !format) return undefined;
  const digits = decimalDigitsOf(format);
  const rounded = roundTo(value, digits);
  const magnitude = Math.abs(rounded);
  // toFixed switches to exponent form from 1e21; BigInt prints every digit.
  const fixed =
    magnitude >= 1e21
      ? `${BigInt(magnitude)}${digits ? `.${'0'.repeat(digits)}` : ''}`
      : magnitude.toFixed(digits);
  const [integer = '0', decimals] = fixed.split('.');
  const sign = rounded < 0 ? '-' : '';
  const grouped = groupThousands(integer, format.thousandsSeparator ?? ' ');
  const fraction = decimals ? `${format.decimalPoint ?? '.'}${decimals}` : '';
  return `${format.prefix ?? ''}${sign}${grouped}${fraction}${format.suffix ?? ''}`;
}
