/** Where the worker mounts the embedded Checkout API: its base URL is `{origin}` + this. */
export const CHECKOUT_API_MOUNT = '/_local/checkout-api';
