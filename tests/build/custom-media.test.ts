import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { breakpointQueries } from '../../src/domain/layout/breakpoints';
import { resolveCustomMedia } from '../../src/domain/layout/custom-media';

const QUERIES = { 'shop-md': '(min-width: 900px)', 'shop-below-sm': '(max-width: 599.98px)' };

describe('the stylesheet’s custom media', () => {
  it('become the breakpoints’ queries, in media preludes only', () => {
    expect(
      resolveCustomMedia(
        '@media (--shop-md) { a { margin: var(--space); } }\n@media print and (--shop-below-sm) {}',
        QUERIES,
      ),
    ).toBe(
      '@media (min-width: 900px) { a { margin: var(--space); } }\n@media print and (max-width: 599.98px) {}',
    );
  });

  it('refuse a name no breakpoint has', () => {
    expect(() => resolveCustomMedia('@media (--shop-huge) {}', QUERIES)).toThrow(
      '@media (--shop-huge): no breakpoint has that name',
    );
  });

  it('are how app.css names every width: each breakpoint of both themes, no other width', async () => {
    const css = await readFile('client/styles/app.css', 'utf8');
    const preludes = [...css.matchAll(/@media([^{]*)\{/g)].map((match) => match[1]!.trim());
    // Widths are never written out: each comes from src/domain/layout.
    expect(preludes.filter((prelude) => /\d+px/.test(prelude))).toEqual([]);
    const used = new Set(
      preludes.flatMap((prelude) => [...prelude.matchAll(/--([a-z-]+)/g)].map((m) => m[1])),
    );
    // Both themes space in steps of 4 px (spec §9).
    expect(css).toMatch(/^\s*--space: 4px;$/m);
    // Every name it uses is a breakpoint's.
    const queries = breakpointQueries();
    expect(() => resolveCustomMedia(css, queries)).not.toThrow();
    const widths = Object.keys(queries).filter((name) => !name.includes('-below-'));
    expect(widths).toHaveLength(8);
    for (const name of widths) {
      const [theme, width] = name.split('-');
      expect(
        used.has(name) || used.has(`${theme}-below-${width}`),
        `${name} ${queries[name]} in use`,
      ).toBe(true);
    }
  });
});
