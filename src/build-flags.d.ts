/**
 * Whether this build of the worker carries the embedded services (the stand-ins for Centra,
 * Sanity and Algolia, and the content seed). Set at build time: `true` in wrangler.toml's
 * `[define]`, the vitest configs and the bench; `npm run deploy` sets it `false`, so a
 * deployment on live services carries none of their code. Used only as a condition, so the
 * bundler drops what a `false` build never reaches.
 */
declare const EMBEDDED_SERVICES_IN_BUILD: boolean;
