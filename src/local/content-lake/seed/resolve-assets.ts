import type { ContentDocument } from '../content-document';

export interface AssetLocation {
  projectId: string;
  dataset: string;
  /** Where the image files are served, e.g. '/media' → /media/images/{project}/{dataset}/… */
  mediaBaseUrl: string;
}

// Seed images are named as `sanity dataset export` names them: images/<sha1>-<W>x<H>.<ext>
const SEED_IMAGE = /^image@file:\/\/\.\/images\/([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;

const MIME_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Turns the import format's `_sanityAsset` pointers into what the Content Lake holds after
 * an import: an asset reference on the image and one `sanity.imageAsset` document per file,
 * so `image.asset->url` and @sanity/image-url work on the seed as they do online.
 */
export function resolveSeedAssets(
  documents: readonly ContentDocument[],
  location: AssetLocation,
): ContentDocument[] {
  const assets = new Map<string, ContentDocument>();

  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(record)) {
      if (key !== '_sanityAsset') copy[key] = resolve(child);
    }
    if (typeof record._sanityAsset === 'string') {
      copy.asset = { _type: 'reference', _ref: registerAsset(record._sanityAsset) };
    }
    return copy;
  };

  const registerAsset = (pointer: string): string => {
    const match = SEED_IMAGE.exec(pointer);
    if (!match) throw new Error(`Unsupported seed asset "${pointer}"`);
    const [, sha1 = '', width = '0', height = '0', extension = ''] = match;
    const id = `image-${sha1}-${width}x${height}-${extension}`;
    if (!assets.has(id)) {
      const path = `images/${location.projectId}/${location.dataset}/${sha1}-${width}x${height}.${extension}`;
      assets.set(id, {
        _id: id,
        _type: 'sanity.imageAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension,
        mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
        path,
        url: `${location.mediaBaseUrl}/${path}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width: Number(width),
            height: Number(height),
            aspectRatio: Number(width) / Number(height),
          },
        },
      });
    }
    return id;
  };

  const resolved = documents.map((document) => resolve(document) as ContentDocument);
  return [...resolved, ...assets.values()];
}
