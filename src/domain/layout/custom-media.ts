/**
 * Resolves custom media names in `@media` preludes (`@media (--shop-md)`, as the CSS Media
 * Queries 5 draft writes them) to the queries given. An unknown name fails: a typo must not
 * become a rule that never applies.
 */
export function resolveCustomMedia(css: string, queries: Record<string, string>): string {
  return css.replace(/@media([^{;]*)/g, (_whole, prelude: string) => {
    const resolved = prelude.replace(/\(--([a-z0-9-]+)\)/gi, (_name, name: string) => {
      const query = queries[name];
      if (!query) throw new Error(`@media (--${name}): no breakpoint has that name`);
      return query;
    });
    return `@media${resolved}`;
  });
}
