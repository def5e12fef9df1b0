import { describe, expect, it } from 'vitest';
import { browserSearchClient } from './search-client';

describe('browserSearchClient', () => {
  it('searches the worker’s own engine on the page’s origin in embedded mode', () => {
    const client = browserSearchClient(
      {
        appId: 'local',
        searchKey: 'local-search',
        indexBase: 'products',
        enginePath: '/_local/algolia',
      },
      { host: 'localhost:8787', protocol: 'http:' },
    );
    expect(client.transporter.hosts.map((host) => `${host.protocol}://${host.url}`)).toEqual([
      'http://localhost:8787/_local/algolia',
    ]);
    expect(client.appId).toBe('local');
  });

  it('searches Algolia’s hosts otherwise', () => {
    const client = browserSearchClient(
      { appId: 'APP', searchKey: 'k', indexBase: 'products' },
      { host: 'shop.example', protocol: 'https:' },
    );
    expect(client.transporter.hosts.some((host) => host.url.includes('algolia'))).toBe(true);
  });
});
