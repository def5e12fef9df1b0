import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './allowed-origins';
import { newToken, tokenOf } from './token';

describe('tokens', () => {
  it('issues 26-character base32 tokens', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-v]{26}$/);
  });

  it.each([
    [{ 'API-token': 'esf1p3tgchfg5ggtpqdpgqjtt6' }, 'esf1p3tgchfg5ggtpqdpgqjtt6'],
    [{ Accept: '*/*; api-token=esf1p3tgchfg5ggtpqdpgqjtt6' }, 'esf1p3tgchfg5ggtpqdpgqjtt6'],
    [{ 'api-token': 'NONE' }, 'none'],
    [{ 'api-token': 'short' }, undefined],
    [{ 'api-token': "x'; DROP TABLE sessions" }, undefined],
    [{}, undefined],
  ])('reads %j as %j', (headers, expected) => {
    expect(tokenOf(new Headers(headers))).toBe(expected);
  });
});

describe('allowed origins', () => {
  const request = 'https://pouchatlas.com/_local/checkout-api/selection';
  it.each([
    ['https://pouchatlas.se', true],
    ['https://pouchatlas.com', true],
    ['http://localhost:8787', true],
    ['http://se.localhost:8787', true],
    ['http://pouchatlas.se', false],
    ['https://evil.example', false],
    ['https://pouchatlas.se.evil.example', false],
    ['not a url', false],
  ])('%s → %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, request, [])).toBe(allowed);
  });

  it('allows configured market domains', () => {
    expect(isAllowedOrigin('https://shop.example', request, ['shop.example'])).toBe(true);
  });
});
