import { createClient, type RequestHandler, type SanityClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import type { ContentDocument } from '../seed/build/seed-document';
import { STUDIO_API_VERSION } from '../validation/queries';

/** A query the Studio's rules asked, as the Content Lake receives it. */
export interface AskedQuery {
  apiVersion: string;
  perspective: string | undefined;
  query: string;
}

const DRAFT = 'drafts.';

/**
 * The documents a perspective shows, as the Content Lake does it: `drafts` lays each draft over
 * its published document, `published` hides drafts, `raw` shows both. Without one, API
 * versions from 2025-02-19 read published documents and earlier ones raw documents.
 */
function inPerspective(
  documents: readonly ContentDocument[],
  perspective: string | undefined,
  apiVersion: string,
): ContentDocument[] {
  const chosen = perspective ?? (apiVersion >= '2025-02-19' ? 'published' : 'raw');
  if (chosen === 'raw') return [...documents];
  const published = documents.filter((document) => !document._id.startsWith(DRAFT));
  if (chosen === 'published') return published;
  const drafts = documents.filter((document) => document._id.startsWith(DRAFT));
  const draftOf = new Map(drafts.map((draft) => [draft._id.slice(DRAFT.length), draft]));
  return [
    ...published.filter((document) => !draftOf.has(document._id)),
    ...drafts.map((draft) => ({ ...draft, _id: draft._id.slice(DRAFT.length) })),
  ];
}

/**
 * A Sanity client whose GROQ queries are answered from the given documents with groq-js, for
 * the Studio's own validation rules that ask the dataset (a slug already in use, a landing
 * page's URI): the query is read from the request as the Content Lake reads it (`query` and
 * `$param` JSON values, the perspective, the API version), and noted in `asked`.
 */
export function clientOver(
  documents: readonly ContentDocument[],
  asked: AskedQuery[] = [],
): SanityClient {
  const requestHandler: RequestHandler = async (request) => {
    const url = new URL((request as unknown as { url: string }).url, 'http://lake.invalid');
    const query = url.searchParams.get('query');
    if (!url.pathname.includes('/data/query/') || query === null)
      throw new Error(`the studio's test client answers queries only, not ${url.pathname}`);
    const apiVersion = /^\/v([^/]+)\//.exec(url.pathname)?.[1] ?? '';
    const perspective = (request as unknown as { query?: { perspective?: string } }).query
      ?.perspective;
    asked.push({ apiVersion, perspective, query });
    const params = Object.fromEntries(
      [...url.searchParams]
        .filter(([name]) => name.startsWith('$'))
        .map(([name, value]) => [name.slice(1), JSON.parse(value) as unknown]),
    );
    const dataset = inPerspective(documents, perspective, apiVersion);
    const byId = new Map(dataset.map((document) => [document._id, document]));
    const value = await evaluate(parse(query, { params }), {
      dataset,
      params,
      dereference: ({ _ref }) => byId.get(_ref) ?? null,
    });
    return { ms: 0, result: await value.get() };
  };
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: STUDIO_API_VERSION,
    useCdn: false,
    maxRetries: 0,
    requestHandler,
  });
}
