/**
 * Cookies the browser mirrors from its own storage so the worker can render the shopper's
 * pages (checkout, receipt, account) with their session rather than leave them to the browser.
 * Both are first-party, SameSite=Lax and readable by the page's script, as the storage they
 * mirror is: they give the worker nothing the page did not already hold.
 */

/** The Checkout API token of local storage `Api-token`. */
export const TOKEN_COOKIE = 'checkout_session';

/** The country the shopper picked on a market (local storage `chosen-country`), for the start-up. */
export const CHOSEN_COUNTRY_COOKIE = 'chosen_country';

/** The ad click of this browser session (session storage `gclid`), for the receipt's purchase event. */
export const GCLID_COOKIE = 'gclid';

/** What a token looks like; anything else in the cookie is not sent on. */
export const TOKEN_PATTERN = /^[\w-]{8,128}$/;
