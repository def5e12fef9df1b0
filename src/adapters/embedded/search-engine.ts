import type { Config } from '../../config/config';
import { embeddedEngine, embeddedSearchApp } from '../../local/search-engine/embedded-engine';

/** The embedded engine's REST app, answering with this config's keys. */
export function embeddedSearch(config: Config) {
  return embeddedSearchApp({
    appId: config.search.appId,
    searchKey: config.search.searchKey,
    adminKey: config.search.adminKey ?? '',
  });
}

/** Whether the isolate's engine already holds an index (it starts empty in every isolate). */
export const hasEmbeddedIndex = (name: string) => embeddedEngine.has(name);

/** Readies an index's records for searching once it has been filled. */
export const prepareEmbeddedIndex = (name: string) => embeddedEngine.get(name).prepare();

/** An algoliasearch requester that hands each request to a handler in the same isolate. */
export { inProcessRequester } from '../../local/search-engine/in-process-requester';
