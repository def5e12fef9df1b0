import { z } from 'zod';
import type { AssetManifest } from '../../client/app/initial-state';

const manifestSchema = z.object({
  entry: z.string().startsWith('/static/'),
  preload: z.array(z.string().startsWith('/static/')),
  stylesheets: z.array(z.string().startsWith('/static/')),
});

export const MANIFEST_PATH = '/static/manifest.json';

let cached: Promise<AssetManifest> | undefined;

/**
 * The client build writes hashed file names to a manifest among the static assets.
 * It changes only on deploy, so one read per isolate is enough.
 */
export function loadAssetManifest(assets: Fetcher): Promise<AssetManifest> {
  cached ??= assets
    .fetch(new Request(`https://assets.local${MANIFEST_PATH}`))
    .then(async (response) => {
      if (!response.ok) {
        throw new Error(`Client asset manifest missing (${response.status}); run "npm run build".`);
      }
      return manifestSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}
