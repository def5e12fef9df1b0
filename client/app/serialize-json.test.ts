import { describe, expect, it } from 'vitest';
import { escapeJsonForScript, serializeJsonForScript } from './serialize-json';

describe('serializeJsonForScript', () => {
  it.each([
    ['closing script tag', { a: '</script><script>alert(1)</script>' }],
    ['html comment', { a: '<!-- x -->' }],
    ['ampersand entity', { a: '&lt;' }],
    ['line separators', { a: 'x\u2028y\u2029z' }],
  ])('escapes %s and round-trips', (_name, value) => {
    const json = serializeJsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes JSON text already written as it escapes the value', () => {
    const value = { name: 'Mint </script> & more' };
    expect(escapeJsonForScript(JSON.stringify(value))).toBe(serializeJsonForScript(value));
  });
});
