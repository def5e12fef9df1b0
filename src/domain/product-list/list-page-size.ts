/**
 * How many cards a list shows before the shopper asks for more: the page's HTML and state
 * carry these cards, and the others only once the shopper filters, sorts or shows more.
 */
export const LIST_PAGE_SIZE = 24;
