import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { breakpointQueries } from '../src/domain/layout/breakpoints.ts';
import { resolveCustomMedia } from '../src/domain/layout/custom-media.ts';

/** esbuild reads the stylesheet with the breakpoints of src/domain/layout as its custom media. */
export function customMediaPlugin(): Plugin {
  return {
    name: 'custom-media',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async ({ path }) => ({
        contents: resolveCustomMedia(await readFile(path, 'utf8'), breakpointQueries()),
        loader: 'css',
      }));
    },
  };
}
