export { convertToSek, SEK_CONVERSION_RATES, type SekConversion } from './conversion-rates';
export { formatPrice, type CurrencyFormat } from './currency-format';
export { CURRENCY_FORMATS, currencyFormatOf, type CentraCurrencyFormat } from './currency-formats';
