/**
 * The image sizes this shop's Centra is set up with (its image size settings), in pixels wide;
 * every product image is square. A product's `media` lists each image once per size: the
 * product page shows `standard`, and a card, a fraction of a phone's width, `thumb`.
 */
export const PRODUCT_IMAGE_WIDTHS = { standard: 600, thumb: 360 } as const;
