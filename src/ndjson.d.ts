// NDJSON files are imported as text: wrangler's Text rule, esbuild's text loader in the
// bench and the ndjson plugin of the vitest configs all agree on this.
declare module '*.ndjson' {
  const text: string;
  export default text;
}
