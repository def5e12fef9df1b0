import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';

describe('/studio', () => {
  it('explains the embedded content source and what the seed holds', async () => {
    const response = await exports.default.fetch('http://127.0.0.1:8787/studio');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('embedded content source');
    expect(page).toMatch(/<td>blogPost \(en\)<\/td>\s*<td[^>]*>\d+<\/td>/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('serves the built Studio for every deep link when a project is configured', async () => {
    const live = { ...env, SANITY_PROJECT_ID: 'abc123' };
    for (const path of ['/studio', '/studio/structure/blogPost']) {
      const response = await createApp().request(`http://127.0.0.1:8787${path}`, {}, live);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('/studio/static/');
      expect(response.headers.get('Content-Security-Policy')).toContain('https://*.sanity.io');
    }
  });
});
