/** Where the worker serves the embedded engine's REST surface (the client host is {origin}/_local/algolia). */
export const SEARCH_ENGINE_MOUNT = '/_local/algolia';
