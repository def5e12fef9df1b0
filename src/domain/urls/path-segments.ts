/** Joins URI parts into one path without leading, trailing or doubled slashes. */
export function joinPath(...parts: (string | null | undefined)[]): string {
  return parts
    .flatMap((part) => (part ?? '').split('/'))
    .map((segment) => segment.trim())
    .filter(Boolean)
    .join('/');
}
