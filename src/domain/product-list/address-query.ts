/** What the list reads of an address's query: URLSearchParams has this shape, as does a parsed string. */
export interface QueryParams {
  get(name: string): string | null;
  has(name: string): boolean;
}

/**
 * An address's query (`?filters=…&sort=newest` or without the `?`) read as the URL standard
 * reads it: `+` is a space, escapes are decoded, the first value of a name counts. The domain
 * has no URL runtime of its own, so it reads the few fields it needs itself.
 */
export function queryParams(search: string): QueryParams {
  const values = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [rawName = '', ...rest] = part.split('=');
    const name = decode(rawName);
    if (!values.has(name)) values.set(name, decode(rest.join('=')));
  }
  return {
    get: (name) => values.get(name) ?? null,
    has: (name) => values.has(name),
  };
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A broken escape reads as written, as browsers keep it.
    return spaced;
  }
}
