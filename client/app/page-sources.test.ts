import { describe, expect, it } from 'vitest';
import { browserReadsPageData } from '../../src/contract/initial-state';
import { PAGE_SOURCES, WHOLE_PAGE_KINDS } from './page-sources';

describe('the page kinds the browser runs whole', () => {
  it('are sent their page data: their body renders from it in the browser', () => {
    for (const kind of WHOLE_PAGE_KINDS) expect(browserReadsPageData({ kind }), kind).toBe(true);
  });

  it('are the only pages sent their data, with the receipt and the password reset', () => {
    const sent = Object.keys(PAGE_SOURCES).filter((kind) =>
      browserReadsPageData({ kind: kind as keyof typeof PAGE_SOURCES }),
    );
    expect(sent.sort()).toEqual([...WHOLE_PAGE_KINDS, 'receipt', 'password-reset'].sort());
  });
});
