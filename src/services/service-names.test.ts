import { describe, expect, it } from 'vitest';
import { serviceOf } from './service-names';

describe('serviceOf', () => {
  it.each([
    ['/api/checkout', 'checkout'],
    ['/api/checkout/selection', 'checkout'],
    ['/media/products/kvallsro-600.webp', 'checkout'],
    ['/v2025-02-11/data/query/production', 'content'],
    ['/vX/data/listen/production', 'content'],
    ['/v1/users/me', 'content'],
    ['/images/pouchatlas/production/abc-600x400.png', 'content'],
    ['/1/indexes/products_en/query', 'search'],
    ['/logs', 'logs'],
    ['/api/1/envelope/', 'monitoring'],
    ['/api/42/envelope', 'monitoring'],
  ])('sends %s to %s, by the path its vendor uses', (path, service) => {
    expect(serviceOf(path)).toBe(service);
  });

  it.each([
    '/',
    '/api/checkoutx',
    '/version/1',
    '/logs/more',
    '/api/one/envelope/',
    '/__services/health',
  ])('claims no service for %s', (path) => expect(serviceOf(path)).toBeUndefined());
});
