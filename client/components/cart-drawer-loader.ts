/**
 * The cart drawer's code, loaded when the shopper first opens the cart (or shows the intent
 * to, by pointing at or focusing the cart button), never as part of a page's start.
 */
export const loadCartDrawer = () => import('./CartDrawer');
