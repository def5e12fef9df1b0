/** The country last synced for the shopping-feed integration (a local storage key). */
export const FEED_COUNTRY_KEY = 'feed-country';
/**
 * The country the shopper picked themselves, and on which market (page language): a local
 * storage key, mirrored into a cookie for the worker.
 */
export const CHOSEN_COUNTRY_KEY = 'chosen-country';
