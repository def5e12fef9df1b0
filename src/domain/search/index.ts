export { highlightParts, type HighlightPart } from './highlight-parts';
export { productIndexName } from './index-name';
export { PRODUCT_INDEX_SETTINGS, productRecord, type ProductRecord } from './product-record';
