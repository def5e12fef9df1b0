export { blogUri, contentUri, type BlogEntryKind } from './content-uri';
export { joinPath } from './path-segments';
export { productUrl, type ProductUrlInput } from './product-url';
export { RESET_PARAMETERS, withoutResetSecrets } from './reset-secrets';
