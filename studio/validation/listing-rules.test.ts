import { describe, expect, it } from 'vitest';
import {
  checkCategoryUri,
  checkItemCount,
  checkNoRepeatedReferences,
  checkProductQuantity,
} from './listing-rules';

describe('checkCategoryUri', () => {
  it('refuses a leading slash', () => {
    expect(checkCategoryUri('/nicotine-pouches')).toBe('URI must NOT start with /');
  });
  it('accepts a Centra category URI', () => {
    expect(checkCategoryUri('nicotine-pouches/strong')).toBe(true);
    expect(checkCategoryUri(undefined)).toBe(true);
  });
});

describe('checkProductQuantity', () => {
  it.each([1, 8, 12])('accepts %i', (quantity) =>
    expect(checkProductQuantity(quantity)).toBe(true),
  );
  it.each([
    [0, 'Must be a positive number'],
    [-3, 'Must be a positive number'],
    [2.5, 'Must be an integer'],
    [13, 'Must be lower than or equal to 12'],
  ])('refuses %s', (quantity, message) => expect(checkProductQuantity(quantity)).toBe(message));
});

describe('checkItemCount', () => {
  it('bounds featured brands to 1–4', () => {
    expect(checkItemCount([], 1, 4)).toBe('Must have at least 1 items');
    expect(checkItemCount(undefined, 1, 4)).toBe('Must have at least 1 items');
    expect(checkItemCount([1, 2, 3, 4], 1, 4)).toBe(true);
    expect(checkItemCount([1, 2, 3, 4, 5], 1, 4)).toBe('Must have at most 4 items');
  });
  it('bounds deprecated top brands to 3', () => {
    expect(checkItemCount([1, 2, 3], 0, 3)).toBe(true);
    expect(checkItemCount([1, 2, 3, 4], 0, 3)).toBe('Must have at most 3 items');
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
