import type { ImageData } from '../../src/contract/page-data';

/**
 * An image with its dimensions, so nothing shifts while it loads. `eager` for the image a
 * page opens with (the largest paint: fetched first); `decorative` where the text beside it
 * already says what it shows, so a screen reader does not read it twice. `sizes` says how wide
 * the layout shows it, for the browser to pick from the image's widths before layout.
 */
export function ContentImage({
  image,
  eager = false,
  decorative = false,
  className,
  sizes,
  edit,
}: {
  image: ImageData | undefined;
  eager?: boolean;
  decorative?: boolean;
  className?: string;
  sizes?: string;
  /** In draft mode: where the Studio edits the picture (`data-sanity`). */
  edit?: string | undefined;
}) {
  if (!image) return null;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
      data-sanity={edit}
    />
  );
}
