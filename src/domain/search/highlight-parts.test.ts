import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight-parts';
import { productIndexName } from './index-name';

describe('highlightParts', () => {
  it('splits highlighted and plain text', () => {
    expect(highlightParts('<em>Ice</em> Mint <em>Str</em>ong')).toEqual([
      { text: 'Ice', highlighted: true },
      { text: ' Mint ', highlighted: false },
      { text: 'Str', highlighted: true },
      { text: 'ong', highlighted: false },
    ]);
  });

  it('keeps markup in values as text', () => {
    expect(highlightParts('<img src=x onerror=alert(1)> <em>Mint</em>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', highlighted: false },
      { text: 'Mint', highlighted: true },
    ]);
  });

  it('reads an unclosed tag as text, and an empty value as nothing', () => {
    expect(highlightParts('<em>Mint')).toEqual([{ text: '<em>Mint', highlighted: false }]);
    expect(highlightParts('')).toEqual([]);
  });

  it('honours custom tags', () => {
    expect(highlightParts('[Mi]nt', '[', ']')).toEqual([
      { text: 'Mi', highlighted: true },
      { text: 'nt', highlighted: false },
    ]);
  });
});

describe('productIndexName', () => {
  it('is the base name, an underscore and the language', () => {
    expect(productIndexName('products', 'sv')).toBe('products_sv');
  });
});
