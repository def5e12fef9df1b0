export { blogUri, contentUri, type BlogEntryKind } from './content-uri';
export { joinPath } from './path-segments';
export { productUrl, type ProductUrlInput } from './product-url';
export { RESET_PARAMETERS, withoutResetSecrets } from './reset-secrets';
export {
  PRIVATE_PAGE_PATHS,
  RESERVED_SEGMENTS,
  SEARCH_PARAMETER,
  SERVICE_SEGMENTS,
  SHOP_PATHS,
} from './shop-paths';
