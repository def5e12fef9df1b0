/**
 * Code that no page renders on the server and few visitors ever see, which loads its words
 * with it from `/api/words/{name}` (the consent dialog): the client build lists each one's
 * words apart, so pages do not carry them. Kept free of imports so the build script can read it.
 */
export const ON_DEMAND_SOURCES = {
  consent: 'client/components/consent/ConsentDialog.tsx',
} as const;
