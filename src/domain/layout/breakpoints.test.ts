import { describe, expect, it } from 'vitest';
import { breakpointQueries } from './breakpoints';

describe('breakpoints', () => {
  it('are the spec’s two sets', () => {
    const queries = breakpointQueries();
    const from = (theme: string) =>
      ['sm', 'md', 'lg', 'xl'].map((name) => queries[`${theme}-${name}`]);
    expect(from('shop')).toEqual([600, 900, 1200, 1536].map((px) => `(min-width: ${px}px)`));
    expect(from('shopper')).toEqual([600, 960, 1280, 1920].map((px) => `(min-width: ${px}px)`));
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
