/** The catalogue's fixed values: the current market's category, the default quantity, the filter read. */
export const CURRENT_MARKET_CATEGORY_ID = '1';
export const DEFAULT_QUANTITY = 1;
/** POST products with this product id and limit only reads the available filters. */
export const FILTER_READ_PRODUCT_ID = '-1';
export const FILTER_READ_LIMIT = 1;
