export { FIXED_SEK_RATES, sekRates } from './conversion-rates';
export { formatPrice } from './currency-format';
export { currencyFormatOf } from './currency-formats';
