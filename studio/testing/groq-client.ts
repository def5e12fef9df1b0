import { createClient, type RequestHandler, type SanityClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import type { ContentDocument } from '../seed/build/seed-document';

/**
 * A Sanity client whose GROQ queries are answered from the given documents with groq-js, for
 * the Studio's own validation rules that ask the dataset (a slug already in use): the query
 * is read from the request as the Content Lake reads it (`query` and `$param` JSON values).
 */
export function clientOver(documents: readonly ContentDocument[]): SanityClient {
  const byId = new Map(documents.map((document) => [document._id, document]));
  const requestHandler: RequestHandler = async (request) => {
    const url = new URL((request as unknown as { url: string }).url, 'http://lake.invalid');
    const query = url.searchParams.get('query');
    if (!url.pathname.includes('/data/query/') || query === null)
      throw new Error(`the studio's test client answers queries only, not ${url.pathname}`);
    const params = Object.fromEntries(
      [...url.searchParams]
        .filter(([name]) => name.startsWith('$'))
        .map(([name, value]) => [name.slice(1), JSON.parse(value) as unknown]),
    );
    const value = await evaluate(parse(query, { params }), {
      dataset: documents,
      params,
      dereference: ({ _ref }) => byId.get(_ref) ?? null,
    });
    return { ms: 0, result: await value.get() };
  };
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
    maxRetries: 0,
    requestHandler,
  });
}
