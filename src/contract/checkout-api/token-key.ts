/** Local storage key of the Checkout API session token (spec §3). */
export const TOKEN_STORAGE_KEY = 'Api-token';
