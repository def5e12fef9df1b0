import { currencyFormatOf, formatPrice } from '../domain/money';

/**
 * The editors' free-shipping line for the header banner, `{amount}` filled with the market's
 * threshold in its currency (whole amounts without decimals: "from 500 kr"). None when the
 * editors wrote none or no threshold is configured for the currency: the banner then stays off
 * rather than promise an amount the checkout does not honour.
 */
export function freeShippingBanner(
  text: string | undefined,
  currency: string,
  thresholds: Readonly<Record<string, number>>,
): string | undefined {
  const threshold = thresholds[currency];
  if (!text || threshold === undefined) return undefined;
  const format = currencyFormatOf(currency);
  const amount = formatPrice(threshold, {
    ...format,
    decimalDigits: Number.isInteger(threshold) ? 0 : format.decimalDigits,
  });
  return amount ? text.replaceAll('{amount}', amount) : undefined;
}
