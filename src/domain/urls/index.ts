export { joinPath } from './path-segments';
export { productUrl } from './product-url';
export { withoutResetSecrets } from './reset-secrets';
export { PRIVATE_PAGE_PATHS, SEARCH_PARAMETER, SERVICE_SEGMENTS, SHOP_PATHS } from './shop-paths';
