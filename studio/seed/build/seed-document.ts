/** A document of the seed, as one NDJSON line. */
export interface ContentDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}
