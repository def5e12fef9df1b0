export {
  BUNDLE_QUANTITIES,
  MAX_BUNDLE_DISCOUNT_PERCENT,
  REPRESENTATIVE_BUNDLE_QUANTITY,
  representativePrice,
  validateBundleConfig,
  type BundleConfigReporter,
} from './bundles';
export { bundleSavings } from './bundle-savings';
export { CURRENT_MARKET_CATEGORY_ID, FILTER_READ_LIMIT, FILTER_READ_PRODUCT_ID } from './constants';
export { mapCentraProduct, mapCentraProducts } from './map-product';
export { PRODUCT_IMAGE_WIDTHS } from './product-images';
export { priceFor } from './price';
export {
  FLAVOURS,
  FORMATS,
  popularityOf,
  centraTime,
  createdSeconds,
  soldIn,
  type Flavour,
  type Format,
  type Product,
  type ProductTag,
} from './product';
