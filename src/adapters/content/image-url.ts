import { createImageUrlBuilder } from '@sanity/image-url';
import type { ContentClients } from './content-clients';
import type { ContentImage } from './content-schemas';

export interface ImageSize {
  width: number;
  height?: number;
  /** A fixed format, for readers that cannot negotiate one (link previews want JPEG). */
  format?: 'jpg';
}

/**
 * Image URLs for content images: Sanity's image CDN online, the worker's /media offline.
 * Options are passed explicitly: a builder made from a client would take its base from
 * the client's API host.
 */
export function imageUrlsFor(
  clients: Pick<ContentClients, 'projectId' | 'dataset' | 'imageBaseUrl'>,
) {
  const builder = createImageUrlBuilder({
    projectId: clients.projectId,
    dataset: clients.dataset,
    ...(clients.imageBaseUrl ? { baseUrl: clients.imageBaseUrl } : {}),
  });
  return (image: ContentImage | undefined, size: ImageSize): string | undefined => {
    if (!image?.asset?._id) return undefined;
    let url = builder.image({ ...image, asset: { _ref: image.asset._id } }).width(size.width);
    if (size.height) url = url.height(size.height).fit('crop');
    return (size.format ? url.format(size.format) : url.auto('format')).url();
  };
}
