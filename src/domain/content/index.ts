export {
  API_VERSION_MESSAGE,
  DATASET_MESSAGE,
  DATASET_PATTERN,
  isValidApiVersion,
  isValidDataset,
} from './client-config';
export { BLOG_PAGE_SIZE, blogPageCount, parseBlogPage } from './blog-pages';
export { LEGAL_KINDS, type LegalKind } from './legal-pages';
