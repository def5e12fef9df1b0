/** The named widths of a breakpoint set, in CSS px: each starts where its name says. */
interface Breakpoints {
  xs: number;
  sm: number;
  md: number;
  lg: number;
  xl: number;
}

/**
 * The two breakpoint sets of the spec (§9), one per theme of the shop. `shop`: the shop's
 * chrome (header, footer) and its catalogue and content pages. `shopper`: the body of the
 * shopper's own pages (checkout, receipt, account, password reset). The stylesheet names them
 * as custom media (`@media (--shop-md)`), resolved from here when it is built.
 */
const BREAKPOINTS = {
  shop: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  shopper: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 },
} as const satisfies Record<string, Breakpoints>;

export type BreakpointTheme = keyof typeof BREAKPOINTS;

/**
 * Every breakpoint as a media query, by custom media name: `{theme}-{name}` from that width
 * up, `{theme}-below-{name}` below it (a fraction short, so a zoomed or scaled width between
 * two whole pixels matches exactly one of the pair). `xs` starts at 0 and needs no query.
 */
export function breakpointQueries(): Record<string, string> {
  const queries: Record<string, string> = {};
  for (const [theme, widths] of Object.entries(BREAKPOINTS)) {
    for (const [name, width] of Object.entries(widths)) {
      if (width === 0) continue;
      queries[`${theme}-${name}`] = `(min-width: ${width}px)`;
      queries[`${theme}-below-${name}`] = `(max-width: ${width - 0.02}px)`;
    }
  }
  return queries;
}
