import type { Graph, Thing } from 'schema-dts';

/** A page's schema.org markup as one JSON-LD graph; undefined when the page has none. */
export function structuredData(things: readonly Thing[]): string | undefined {
  if (things.length === 0) return undefined;
  const graph: Graph = { '@context': 'https://schema.org', '@graph': things };
  return JSON.stringify(graph);
}
