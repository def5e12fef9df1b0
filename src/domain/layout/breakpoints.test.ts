import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointQueries } from './breakpoints';

describe('breakpoints', () => {
  it('are the spec’s two sets', () => {
    expect(Object.values(BREAKPOINTS.shop)).toEqual([0, 600, 900, 1200, 1536]);
    expect(BREAKPOINTS.shopper).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
  });

  it('are media queries by custom media name, from a width up and below it', () => {
    const queries = breakpointQueries();
    expect(queries['shop-xl']).toBe('(min-width: 1536px)');
    expect(queries['shop-below-sm']).toBe('(max-width: 599.98px)');
    expect(queries['shopper-md']).toBe('(min-width: 960px)');
    expect(queries['shopper-below-xl']).toBe('(max-width: 1919.98px)');
    // Two themes, four widths each above 0, from and below: nothing for xs.
    expect(Object.keys(queries)).toHaveLength(16);
    expect(queries['shop-xs']).toBeUndefined();
  });
});
