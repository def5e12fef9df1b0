import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';

/** A document of the content service, as the Studio opens it. */
export interface EditedDocument {
  _id: string;
  _type: string;
}

/**
 * Where a text or picture of a page is edited: the `data-sanity` attribute Sanity's overlays
 * read in draft mode (document, type and the field's path, in Sanity's path notation).
 */
export type EditAttribute = (document: EditedDocument, path: string) => string;

/** The attribute builder of draft mode, for the Studio served at `studioUrl`. */
export const editAttributes =
  (studioUrl: string): EditAttribute =>
  ({ _id, _type }, path) =>
    createDataAttribute({ baseUrl: studioUrl, id: _id, type: _type, path }).toString();

/**
 * The path of a localized field's text: the entry of the language the page shows (the one
 * `translate` picked, recorded as the object's `shown`), or the field itself when none is.
 */
export function localizedFieldPath(
  field: string,
  shown: Readonly<Record<string, string>> | undefined,
  name = field,
): string {
  const language = shown?.[name];
  return language ? `${field}[_key=="${language}"].value` : field;
}

/** `{field: attribute}` for the fields given, or nothing at all outside draft mode. */
export function editsOf<K extends string>(
  edit: EditAttribute | undefined,
  document: EditedDocument,
  paths: Partial<Record<K, string>>,
): { edit?: Partial<Record<K, string>> } {
  if (!edit) return {};
  const attributes: Partial<Record<K, string>> = {};
  for (const [name, path] of Object.entries(paths) as [K, string | undefined][])
    if (path) attributes[name] = edit(document, path);
  return { edit: attributes };
}
