import type { ContentImage } from '../adapters/content/content-schemas';
import type { ShareImage } from '../contract/initial-state';
import type { ImageUrl } from './content-cards';

/** The size link previews show best (Open Graph's and Twitter's large card). */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A content image as a link preview wants it: cropped around its hotspot to the preview's size,
 * as JPEG (previews do not read every format an image CDN may negotiate).
 */
export function shareImageOf(
  imageUrl: ImageUrl,
  image: ContentImage | undefined,
  alt: string,
): ShareImage | undefined {
  const url = imageUrl(image, { ...SHARE_IMAGE_SIZE, format: 'jpg' });
  return url ? { url, ...SHARE_IMAGE_SIZE, alt } : undefined;
}
