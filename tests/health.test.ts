import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

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
});
