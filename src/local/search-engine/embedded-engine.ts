import { createAlgoliaApp } from './algolia-app';
import type { EngineKeys } from './engine-keys';
import { SearchEngine } from './search-engine';

/** The isolate's one engine: every request of the isolate searches the same indices. */
export const embeddedEngine = new SearchEngine();

const apps = new Map<string, ReturnType<typeof createAlgoliaApp>>();

/** The engine's REST app for a set of keys (one per isolate in practice). */
export function embeddedSearchApp(keys: EngineKeys) {
  const id = `${keys.appId}\u0000${keys.searchKey}\u0000${keys.adminKey}`;
  let app = apps.get(id);
  if (!app) {
    app = createAlgoliaApp(embeddedEngine, keys);
    apps.set(id, app);
  }
  return app;
}
