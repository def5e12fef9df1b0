export {
  convertToSek,
  DEFAULT_MARKET_SEK_RATES,
  FIXED_SEK_RATES,
  sekRates,
  type SekConversion,
  type SekRates,
} from './conversion-rates';
export { formatPrice, type CurrencyFormat } from './currency-format';
export { CURRENCY_FORMATS, currencyFormatOf, type CentraCurrencyFormat } from './currency-formats';
