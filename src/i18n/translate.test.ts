import { describe, expect, it, vi } from 'vitest';
import { translator } from './translate';

const words = {
  greeting: 'Hello {name}!',
  items: '{count} items',
  items_one: '{count} item',
  cans: '{count} plechovek',
  cans_one: '{count} plechovka',
  cans_few: '{count} plechovky',
};

describe('translator', () => {
  it('fills parameters and leaves an unknown one visible', () => {
    const t = translator('en', words);
    expect(t('greeting' as never, { name: 'Anna' })).toBe('Hello Anna!');
    expect(t('greeting' as never)).toBe('Hello {name}!');
  });

  it('picks the form of the language’s plural category for a numeric count', () => {
    const english = translator('en', words);
    expect(english('items' as never, { count: 1 })).toBe('1 item');
    expect(english('items' as never, { count: 0 })).toBe('0 items');
    expect(english('items' as never, { count: 2 })).toBe('2 items');
    // A count given as text is not a number to pluralise by.
    expect(english('items' as never, { count: '1' })).toBe('1 items');
    const czech = translator('cs', words);
    expect(czech('cans' as never, { count: 1 })).toBe('1 plechovka');
    expect(czech('cans' as never, { count: 3 })).toBe('3 plechovky');
    expect(czech('cans' as never, { count: 5 })).toBe('5 plechovek');
  });

  it('reports a key its words lack and shows the key', () => {
    const missing = vi.fn();
    const t = translator('de', words, missing);
    expect(t('nowhere' as never)).toBe('nowhere');
    expect(missing).toHaveBeenCalledWith('nowhere');
  });
});
