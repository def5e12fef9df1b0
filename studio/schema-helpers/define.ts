import type {
  DocumentDefinition,
  FieldDefinition,
  FieldsetDefinition,
  ObjectDefinition,
  PreviewConfig,
  Rule,
} from 'sanity';
import { titleFromName } from './title-from-name';

/**
 * A field written without its name (the key) and, usually, without a title. Sanity's field
 * definitions are a union keyed by type; the helper takes any of them and lets Sanity's
 * schema compiler (tested in schema.test.ts) judge the options.
 */
export interface FieldSpec {
  type: string;
  title?: string;
  description?: string;
  validation?: (rule: Rule) => Rule | Rule[];
  [option: string]: unknown;
}

interface TypeExtras {
  title?: string;
  icon?: DocumentDefinition['icon'];
  preview?: PreviewConfig;
  fieldsets?: FieldsetDefinition[];
  orderings?: DocumentDefinition['orderings'];
  validation?: DocumentDefinition['validation'];
  initialValue?: DocumentDefinition['initialValue'];
  readOnly?: DocumentDefinition['readOnly'];
  liveEdit?: boolean;
}

function fieldsFrom(fields: Record<string, FieldSpec>): FieldDefinition[] {
  return Object.entries(fields).map(
    ([name, field]) =>
      ({ ...field, name, title: field.title ?? titleFromName(name) }) as FieldDefinition,
  );
}

/** The generic helper: a document type whose titles derive from the names. */
export function documentType(
  name: string,
  fields: Record<string, FieldSpec>,
  extras: TypeExtras = {},
): DocumentDefinition {
  return {
    ...extras,
    name,
    title: extras.title ?? titleFromName(name),
    type: 'document',
    fields: fieldsFrom(fields),
  } as DocumentDefinition;
}

/** The same for objects (cards, blocks, links). */
export function objectType(
  name: string,
  fields: Record<string, FieldSpec>,
  extras: Omit<TypeExtras, 'orderings' | 'liveEdit'> = {},
): ObjectDefinition {
  return {
    ...extras,
    name,
    title: extras.title ?? titleFromName(name),
    type: 'object',
    fields: fieldsFrom(fields),
  } as ObjectDefinition;
}
