/** Where this worker serves the embedded services, when they run: always same-origin paths. */
export const LOCAL_SERVICES_PATH = '/_local';
export const EMBEDDED_CHECKOUT_PATH = `${LOCAL_SERVICES_PATH}/checkout-api`;
export const EMBEDDED_SEARCH_PATH = `${LOCAL_SERVICES_PATH}/algolia`;
