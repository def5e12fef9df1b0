import type { Config } from '../../config/config';
import { notInThisBuild, onFirstUse } from './on-first-use';

const engine = onFirstUse('search engine', () =>
  EMBEDDED_SERVICES_IN_BUILD
    ? import('../../local/search-engine/embedded-engine')
    : notInThisBuild('search engine'),
);

/** A search request answered by the embedded engine's REST app, with this config's keys. */
export type EmbeddedSearch = (request: Request) => Promise<Response>;

/** The embedded engine's REST app (loaded on the first search), answering with this config's keys. */
export function embeddedSearch(config: Config): EmbeddedSearch {
  const keys = {
    appId: config.search.appId,
    searchKey: config.search.searchKey,
    adminKey: config.search.adminKey ?? '',
  };
  return async (request) => (await engine()).embeddedSearchApp(keys).fetch(request);
}

/** Whether the isolate's engine already holds an index (it starts empty in every isolate). */
export const hasEmbeddedIndex = async (name: string) => (await engine()).embeddedEngine.has(name);

/** Readies an index's records for searching once it has been filled. */
export const prepareEmbeddedIndex = async (name: string) =>
  (await engine()).embeddedEngine.get(name).prepare();

/** An algoliasearch requester that hands each request to a handler in the same isolate. */
export { inProcessRequester } from '../../local/search-engine/in-process-requester';
