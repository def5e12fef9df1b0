import { ContentDataset } from '../content-dataset';
import type { ContentDocument } from '../content-document';

/** The committed dataset a lake starts from, named by its content so a new one is noticed. */
export interface LakeSeed {
  /** `seed-` and a digest of its text: the seed transaction's id and its documents' `_rev`. */
  id: string;
  dataset: ContentDataset;
}

/**
 * Where a lake gets its seed: the id is cheap (a digest of the text), the documents are parsed
 * only by an isolate that plants them; `parsed` tells whether this isolate already has them.
 */
export interface SeedSource {
  id(): Promise<string>;
  load(): Promise<LakeSeed>;
  parsed(): boolean;
}

/** The seed's id: `seed-` and the first 8 bytes of the SHA-1 of its text. */
async function seedIdOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest).slice(0, 8)].map((byte) =>
    byte.toString(16).padStart(2, '0'),
  );
  return `seed-${hex.join('')}`;
}

/** The seed's documents as the lake holds them after an import: each with its revision. */
const lakeSeed = (id: string, documents: readonly ContentDocument[]): LakeSeed => ({
  id,
  dataset: new ContentDataset(documents.map((doc) => ({ ...doc, _rev: id }))),
});

/** A seed source over a text and how to read its documents, each step done once. */
export function seedSource(
  text: () => Promise<string>,
  parse: (text: string) => ContentDocument[],
): SeedSource {
  let id: Promise<string> | undefined;
  let seed: Promise<LakeSeed> | undefined;
  const source: SeedSource = {
    id: () => (id ??= text().then(seedIdOf)),
    load: () =>
      (seed ??= Promise.all([text(), source.id()]).then(([body, seedId]) =>
        lakeSeed(seedId, parse(body)),
      )),
    parsed: () => seed !== undefined,
  };
  return source;
}
