import type { Plugin } from 'vitest/config';

/**
 * Loads `.ndjson` files as text modules in vitest, as wrangler's Text rule does for the
 * worker and esbuild's text loader does for the bench.
 */
export function ndjsonText(): Plugin {
  return {
    name: 'ndjson-text',
    transform(code, id) {
      if (!id.endsWith('.ndjson')) return undefined;
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}
