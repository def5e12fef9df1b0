import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';

describe('/studio', () => {
  it('serves the Studio of the shop’s own lake, allowed to talk to the lake only', async () => {
    const response = await exports.default.fetch('http://localhost:8787/studio/structure/blogPost');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/studio/static/');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("connect-src 'self' http://local.localhost:8787");
    expect(policy).not.toContain('sanity.io');
    // Editors sign in here: a window that opened the Studio keeps no handle on it.
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('sends an editor on 127.0.0.1 to localhost, where the lake’s host resolves', async () => {
    const response = await exports.default.fetch('http://127.0.0.1:8787/studio/structure', {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://localhost:8787/studio/structure');
  });

  it('explains how to build the Studio, and what the lake holds, before it is built', async () => {
    const unbuilt = {
      ...env,
      ASSETS: { fetch: () => Promise.resolve(new Response('Not found', { status: 404 })) },
    };
    const response = await createApp().request('http://localhost:8787/studio', {}, unbuilt);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('npm run build:studio');
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

  it('lists the deployment’s shop domains in the Studio’s page, for the slideshow link rule', async () => {
    const hostsIn = async (response: Response) =>
      /<meta name="shop-hosts" content="([^"]*)"/.exec(await response.text())?.[1]?.split(' ');
    const builtIn = await hostsIn(await exports.default.fetch('http://localhost:8787/studio'));
    expect(builtIn).toContain('pouchatlas.de');
    const configured = {
      ...env,
      MARKET_DOMAINS: '{"de":"nikotin.example.de","sv":"snus.example.se"}',
    };
    const hosts = await hostsIn(
      await createApp().request('http://localhost:8787/studio/structure', {}, configured),
    );
    expect(hosts).toContain('nikotin.example.de');
    expect(hosts).toContain('snus.example.se');
    expect(hosts).not.toContain('pouchatlas.de');
    expect(hosts).toContain('pouchatlas.com');
  });
});
