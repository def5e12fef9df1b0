import type { ContentDocument } from '../content-document';
import { commitTransaction } from '../mutations/commit-transaction';
import type { LakeStore } from '../store/lake-store';
import { imageFormatOf } from './image-dimensions';

/** Sanity takes larger files; a local lake keeps each in one D1 row, which holds 2 MB. */
export const MAX_IMAGE_BYTES = 1_900_000;

export class UnusableImage extends Error {}

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Stores an uploaded image and its `sanity.imageAsset` document, named by its content as
 * Sanity names it (`image-<sha1>-<w>x<h>-<ext>`): the same file uploaded twice is one asset.
 */
export async function uploadImage(
  lake: LakeStore,
  dataset: string,
  bytes: Uint8Array,
  options: {
    projectId: string;
    mediaBaseUrl: string;
    filename: string | undefined;
    author: string;
  },
): Promise<ContentDocument> {
  if (bytes.length === 0) throw new UnusableImage('The upload is empty');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new UnusableImage(
      `The image is ${bytes.length} bytes; the local lake takes up to ${MAX_IMAGE_BYTES}`,
    );
  }
  const format = imageFormatOf(bytes);
  if (!format) throw new UnusableImage('Not an image the lake takes: PNG, JPEG, GIF, WebP or SVG');
  const sha1 = hex(await crypto.subtle.digest('SHA-1', bytes));
  const { extension, width, height } = format;
  const id = `image-${sha1}-${width}x${height}-${extension}`;
  const path = `images/${options.projectId}/${dataset}/${sha1}-${width}x${height}.${extension}`;
  const state = await lake.current(dataset);
  const existing = state?.dataset.get(id);
  if (existing) return existing;
  await lake.putFile(dataset, path, format.mimeType, bytes);
  const asset: ContentDocument = {
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: format.mimeType,
    originalFilename: options.filename,
    size: bytes.length,
    path,
    url: `${options.mediaBaseUrl}/${path}`,
    uploadId: crypto.randomUUID(),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: extension !== 'jpg',
      isOpaque: extension === 'jpg',
    },
  };
  const committed = await commitTransaction(lake, dataset, [{ createIfNotExists: asset }], {
    author: options.author,
  });
  return committed.documents.get(id) ?? asset;
}
