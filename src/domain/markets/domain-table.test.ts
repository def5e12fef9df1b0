import { describe, expect, it } from 'vitest';
import { buildDomainTable, isOnDefaultDomain } from './domain-table';

describe('buildDomainTable', () => {
  it('uses the built-in domains without overrides', () => {
    const table = buildDomainTable();
    expect(table.defaultDomain).toBe('pouchatlas.com');
    expect(table.hosts.sv).toBe('pouchatlas.se');
    expect(table.hosts.fi).toBe('pouchatlas.com');
  });

  it('lays configured hosts over the defaults, normalised', () => {
    const table = buildDomainTable({ sv: ' Shop.Example.SE ', de: 'shop.example.de' });
    expect(table.hosts.sv).toBe('shop.example.se');
    expect(table.hosts.de).toBe('shop.example.de');
    expect(table.hosts.da).toBe('pouchatlas.dk');
  });

  it('moves the default domain with English, and Finland with it', () => {
    const table = buildDomainTable({ en: 'Shop.Example.com', fi: 'ignored.fi' });
    expect(table.defaultDomain).toBe('shop.example.com');
    expect(table.hosts.en).toBe('shop.example.com');
    expect(table.hosts.fi).toBe('shop.example.com');
  });

  it('tells which languages live on the default domain', () => {
    const table = buildDomainTable();
    expect(isOnDefaultDomain('fi', table)).toBe(true);
    expect(isOnDefaultDomain('en', table)).toBe(true);
    expect(isOnDefaultDomain('sv', table)).toBe(false);
  });

  it('puts every language on one host when a single development host serves all', () => {
    const overrides = { sv: '127.0.0.1:8787', de: '127.0.0.1:8787' };
    const table = buildDomainTable(overrides, '127.0.0.1:8787');
    expect(isOnDefaultDomain('sv', table)).toBe(true);
    expect(isOnDefaultDomain('da', table)).toBe(false);
  });
});
