import { z } from 'zod';
import type { AssetManifest } from '../contract/initial-state';

const staticUrl = z.string().startsWith('/static/');
const manifestSchema = z.object({
  entry: staticUrl,
  preload: z.array(staticUrl),
  /** The stylesheet as built (its hashed name tells a deploy that changed it). */
  stylesheets: z.array(staticUrl),
  /**
   * The stylesheet's text, which every page carries in its head: a linked stylesheet blocks
   * the first paint for a second request, and this one is small (see decision record 0025).
   */
  styles: z.string(),
  /**
   * The words the browser code can show (the rest only the server renders): those of the code
   * every page runs, each island's own beyond them, each whole-page view's beyond them, and
   * those of code that loads its words on demand (`/api/words/{name}`).
   */
  words: z.object({
    start: z.array(z.string()),
    islands: z.record(z.string(), z.array(z.string())),
    views: z.record(z.string(), z.array(z.string())),
    onDemand: z.record(z.string(), z.array(z.string())),
  }),
  errorReporting: z.object({ errors: staticUrl, traced: staticUrl, boot: staticUrl }),
  /** Draft mode's script: named only by pages rendered in draft mode. */
  draftMode: staticUrl,
});

export type BuildManifest = z.infer<typeof manifestSchema>;

/** The scripts a page starts with: the entry and what it imports (islands load on their own). */
export function pageAssets(manifest: BuildManifest): AssetManifest {
  return {
    entry: manifest.entry,
    preload: manifest.preload,
    errorReporting: manifest.errorReporting,
  };
}

const MANIFEST_PATH = '/static/manifest.json';

const cached = new WeakMap<Fetcher, Promise<BuildManifest>>();

/**
 * The client build writes hashed file names to a manifest among the static assets.
 * It changes only on deploy, so one read per isolate (and assets binding) is enough.
 */
export function loadAssetManifest(assets: Fetcher): Promise<BuildManifest> {
  const known = cached.get(assets);
  if (known) return known;
  const loading = assets
    .fetch(new Request(`https://assets.local${MANIFEST_PATH}`))
    .then(async (response) => {
      if (!response.ok) {
        throw new Error(`Client asset manifest missing (${response.status}); run "npm run build".`);
      }
      return manifestSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      cached.delete(assets);
      throw error;
    });
  cached.set(assets, loading);
  return loading;
}
