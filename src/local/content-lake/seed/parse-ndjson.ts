import type { ContentDocument } from '../content-document';

/** One document per line, as `sanity dataset export` writes and `sanity dataset import` reads. */
export function parseNdjson(text: string): ContentDocument[] {
  const documents: ContentDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let document: unknown;
    try {
      document = JSON.parse(line);
    } catch {
      throw new Error(`Seed line ${index + 1} is not JSON`);
    }
    const candidate = document as Partial<ContentDocument> | null;
    if (typeof candidate?._id !== 'string' || typeof candidate._type !== 'string') {
      throw new Error(`Seed line ${index + 1} has no _id or _type`);
    }
    documents.push(candidate as ContentDocument);
  });
  return documents;
}
