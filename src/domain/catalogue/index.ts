export {
  BUNDLE_QUANTITIES,
  MAX_BUNDLE_DISCOUNT_PERCENT,
  MIN_BUNDLE_DISCOUNT_PERCENT,
  REPRESENTATIVE_BUNDLE_QUANTITY,
  quantityOf,
  representativePrice,
  representativeVariant,
  validateBundleConfig,
  variantsOf,
  type BundleConfigReporter,
  type BundleConfigWarning,
} from './bundles';
export { bundleSavings, type BundleSaving } from './bundle-savings';
export {
  CURRENT_MARKET_CATEGORY_ID,
  DEFAULT_QUANTITY,
  FILTER_READ_LIMIT,
  FILTER_READ_PRODUCT_ID,
} from './constants';
export { ProductMappingError, mapCentraProduct, mapCentraProducts } from './map-product';
export { PRODUCT_IMAGE_WIDTHS } from './product-images';
export { MissingPriceError, missingPriceMessage, priceFor, type ResolvedPrice } from './price';
export {
  FLAVOURS,
  FORMATS,
  PRODUCT_TAGS,
  STRENGTHS,
  isVariant,
  popularityOf,
  centraTime,
  createdSeconds,
  soldIn,
  type BundleInfo,
  type BundleSection,
  type Flavour,
  type Format,
  type PriceFields,
  type PricelistPrice,
  type Product,
  type ProductCategory,
  type ProductItem,
  type ProductTag,
} from './product';
