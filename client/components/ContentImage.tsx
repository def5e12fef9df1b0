import type { ImageData } from '../../src/contract/page-data';

/** A content image with its dimensions, so nothing shifts while it loads. */
export function ContentImage({
  image,
  eager = false,
  className,
}: {
  image: ImageData | undefined;
  eager?: boolean;
  className?: string;
}) {
  if (!image) return null;
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
