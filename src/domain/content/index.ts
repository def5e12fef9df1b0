export {
  API_VERSION_MESSAGE,
  DATASET_MESSAGE,
  isValidApiVersion,
  isValidDataset,
} from './client-config';
export { BLOG_PAGE_SIZE, blogPageCount, parseBlogPage } from './blog-pages';
