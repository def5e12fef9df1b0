import type { ImageData } from '../contract/page-data';
import { PRODUCT_IMAGE_WIDTHS, type Product } from '../domain/catalogue';

/** A product's first image in each of Centra's sizes that has one. */
export interface ProductImageUrls {
  standard?: string | undefined;
  thumb?: string | undefined;
}

export const mediaImage = (media: Product['media']): ProductImageUrls => ({
  standard: media?.standard[0],
  thumb: media?.thumb?.[0],
});

/**
 * A product's image as a page shows it, as `{ image }` to spread into a card or a page (empty
 * without one). With a thumbnail too, the browser picks the width its layout needs: a card on a
 * phone loads the thumbnail, about half the standard image's bytes.
 */
export function productImage(
  { standard, thumb }: ProductImageUrls,
  alt: string,
): { image?: ImageData } {
  if (!standard) return {};
  const width = PRODUCT_IMAGE_WIDTHS.standard;
  return {
    image: {
      src: standard,
      width,
      height: width,
      alt,
      ...(thumb
        ? { srcSet: `${thumb} ${PRODUCT_IMAGE_WIDTHS.thumb}w, ${standard} ${width}w` }
        : {}),
    },
  };
}
