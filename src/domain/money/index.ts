export { convertToSek, SEK_CONVERSION_RATES, type SekConversion } from './conversion-rates';
export { formatPrice, type CurrencyFormat } from './currency-format';
