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

  it('serves the lake’s Studio without Sanity’s bridge script and fonts, and answers its cloud calls in the page', async () => {
    const page = await (await exports.default.fetch('http://localhost:8787/studio')).text();
    expect(page).not.toContain('core.sanity-cdn.com');
    expect(page).not.toContain('studio-static.sanity.io');
    // The page's own answer to any other host comes before the Studio's code.
    expect(page.indexOf('window.fetch=')).toBeGreaterThan(-1);
    expect(page.indexOf('window.fetch=')).toBeLessThan(page.indexOf('type="module"'));
  });

  it('serves a Sanity project’s Studio as Sanity built it, with its custom API host allowed', async () => {
    const live = {
      ...env,
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_HOST: 'http://localhost:8790',
    };
    const response = await createApp().request('http://localhost:8787/studio', {}, live);
    const page = await response.text();
    expect(page).toContain('https://core.sanity-cdn.com/bridge.js');
    expect(page).not.toContain('window.fetch=');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(/connect-src [^;]*http:\/\/abc123\.localhost:8790/);
    expect(policy).toMatch(/frame-src [^;]*http:\/\/de\.localhost:8787/);
  });

  it('tells the Studio the content API and where every market’s pages are, for Presentation', async () => {
    const deploymentIn = async (response: Response) => {
      const content = /<meta name="studio-deployment" content="([^"]*)"/.exec(
        await response.text(),
      )?.[1];
      return content && JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    };
    const lake = await deploymentIn(await exports.default.fetch('http://localhost:8787/studio'));
    expect(lake).toMatchObject({
      projectId: 'local',
      dataset: 'production',
      apiHost: 'http://localhost:8787',
      tokenSignIn: true,
    });
    const bases = Object.fromEntries(
      (lake.markets as { language: string; base: string }[]).map((m) => [m.language, m.base]),
    );
    expect(bases).toMatchObject({
      en: 'http://localhost:8787',
      fi: 'http://localhost:8787/fi',
      de: 'http://de.localhost:8787',
    });
    const policy =
      (await exports.default.fetch('http://localhost:8787/studio')).headers.get(
        'Content-Security-Policy',
      ) ?? '';
    expect(policy).toMatch(/frame-src 'self' [^;]*http:\/\/de\.localhost:8787/);

    const project = await deploymentIn(
      await createApp().request(
        'https://pouchatlas.com/studio',
        {},
        { ...env, SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' },
      ),
    );
    expect(project).toMatchObject({ projectId: 'abc123', dataset: 'staging', tokenSignIn: false });
    expect(project.apiHost).toBeUndefined();
  });
});
