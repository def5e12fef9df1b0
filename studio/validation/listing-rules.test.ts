import { describe, expect, it } from 'vitest';
import { checkCategoryUri, checkNoRepeatedReferences } from './listing-rules';

describe('checkCategoryUri', () => {
  it('refuses a leading slash', () => {
    expect(checkCategoryUri('/nicotine-pouches')).toBe('URI must NOT start with /');
  });
  it('accepts a Centra category URI', () => {
    expect(checkCategoryUri('nicotine-pouches/strong')).toBe(true);
    expect(checkCategoryUri(undefined)).toBe(true);
  });
});

describe('checkNoRepeatedReferences', () => {
  it('refuses the same document twice', () => {
    expect(checkNoRepeatedReferences([{ _ref: 'a' }, { _ref: 'b' }, { _ref: 'a' }])).toBe(
      'Document is already in the list',
    );
  });
  it('accepts distinct documents and empty lists', () => {
    expect(checkNoRepeatedReferences([{ _ref: 'a' }, { _ref: 'b' }, {}])).toBe(true);
    expect(checkNoRepeatedReferences(undefined)).toBe(true);
  });
});
