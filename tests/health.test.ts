import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTION, DEMO_TOKENS, withEnv } from './edge/support';

describe('GET /api/health', () => {
  it('reports embedded services and reachable KV and D1', async () => {
    const response = await exports.default.fetch('http://localhost/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      services: {
        checkout: 'embedded',
        content: 'embedded',
        search: 'embedded',
        monitoring: 'embedded',
        logs: 'embedded',
      },
      storage: { kv: 'ok', d1: 'ok' },
    });
  });

  describe('in production', () => {
    const production = withEnv(DEMO_PRODUCTION);

    it('tells anyone only that the worker is up', async () => {
      for (const authorization of [undefined, 'Bearer local-admin', DEMO_TOKENS.inspection]) {
        const response = await production('/api/health', {
          headers: authorization ? { Authorization: authorization } : {},
        });
        expect(response.status, authorization).toBe(200);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(await response.json(), authorization).toEqual({ status: 'ok' });
      }
    });

    it('tells the operator with the inspection token which services are embedded', async () => {
      const response = await production('/api/health', {
        headers: { Authorization: `Bearer ${DEMO_TOKENS.inspection}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        services: {
          checkout: 'embedded',
          content: 'embedded',
          search: 'embedded',
          monitoring: 'off',
          logs: 'off',
        },
        storage: { kv: 'ok', d1: 'ok' },
      });
    });
  });
});
