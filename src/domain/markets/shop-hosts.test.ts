import { describe, expect, it } from 'vitest';
import { buildDomainTable } from './domain-table';
import { parseShopHosts, shopHosts } from './shop-hosts';

describe('shop hosts', () => {
  it('are the domain table’s hosts, each once, with the configured ones over the built-in', () => {
    const hosts = shopHosts(buildDomainTable({ de: 'Shop.Example.DE', en: 'shop.example' }));
    expect(hosts).toContain('shop.example.de');
    expect(hosts).toContain('shop.example');
    expect(hosts).not.toContain('pouchatlas.de');
    // Finland shares the default domain: one host for both.
    expect(hosts.filter((host) => host === 'shop.example')).toHaveLength(1);
  });

  it('are read back from their list, keeping only host names', () => {
    expect(parseShopHosts(' a.example  b.example:8787\n"><script> a.example ')).toEqual([
      'a.example',
      'b.example:8787',
    ]);
    expect(shopHosts(buildDomainTable({ de: 'bad host"' }))).not.toContain('bad host"');
  });
});
