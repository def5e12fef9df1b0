import type { CurrencyFormat } from './currency-format';

/** Centra's currencyFormat of a currency, as the shop's Centra configuration defines it. */
export interface CentraCurrencyFormat extends CurrencyFormat {
  currency: string;
  name: string;
  prefix: string;
  suffix: string;
  decimalPoint: string;
  decimalDigits: string;
  thousandsSeparator: string;
  uri: string;
}

const NBSP = '\u00a0';

const format = (
  currency: string,
  prefix: string,
  suffix: string,
  decimalPoint: string,
  decimalDigits: string,
  thousandsSeparator: string,
): CentraCurrencyFormat => ({
  currency,
  name: currency,
  prefix,
  suffix,
  decimalPoint,
  decimalDigits,
  thousandsSeparator,
  uri: currency.toLowerCase(),
});

/**
 * The formats of the markets' currencies: what pages show before a shopper's selection
 * (which carries Centra's own format) exists. Each is written as the market's own shops
 * write prices: "64,00 kr" in Sweden, "12,90 €" across the euro markets, "64,00 kr." in
 * Denmark, "£12.90", "129 Kč", "12,90 zł", "4 990 Ft".
 */
const CURRENCY_FORMATS: Readonly<Record<string, CentraCurrencyFormat>> = {
  SEK: format('SEK', '', `${NBSP}kr`, ',', '2', NBSP),
  EUR: format('EUR', '', `${NBSP}€`, ',', '2', NBSP),
  DKK: format('DKK', '', `${NBSP}kr.`, ',', '2', '.'),
  GBP: format('GBP', '£', '', '.', '2', ','),
  CZK: format('CZK', '', `${NBSP}Kč`, ',', '0', NBSP),
  PLN: format('PLN', '', `${NBSP}zł`, ',', '2', NBSP),
  HUF: format('HUF', '', `${NBSP}Ft`, ',', '0', NBSP),
};

export function currencyFormatOf(currency: string): CentraCurrencyFormat {
  const found = CURRENCY_FORMATS[currency];
  if (!found) throw new Error(`No currency format for ${currency}`);
  return found;
}
