export { COLLECTION_IS_EMPTY, MISSING_VALUE, translate } from './translate';
