/** Local storage key of the Checkout API session token. */
export const TOKEN_STORAGE_KEY = 'Api-token';
