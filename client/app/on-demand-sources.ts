/**
 * Code that no page renders on the server and that runs only once a visitor asks for it, which
 * loads its words with it from `/api/words/{name}` (the consent dialog, the cart drawer, the receipt's order): the
 * client build lists each one's words apart, so pages do not carry them. Kept free of imports
 * so the build script can read it.
 */
export const ON_DEMAND_SOURCES = {
  consent: 'client/components/consent/ConsentDialog.tsx',
  'cart-drawer': 'client/components/CartDrawer.tsx',
  'receipt-view': 'client/components/receipt/ReceiptView.tsx',
} as const;
