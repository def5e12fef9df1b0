export {
  COLLECTION_IS_EMPTY,
  MISSING_VALUE,
  VALUE_IS_NOT_AN_ARRAY,
  translate,
  type TranslatableEntry,
} from './translate';
