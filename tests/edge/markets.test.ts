import { describe, expect, it } from 'vitest';
import { buildDomainTable, localizedUrl, MARKETS } from '../../src/domain/markets';
import { get, withEnv } from './support';
import { headIn, stateIn } from '../support/page-state';

const production = withEnv({});
const domains = buildDomainTable();

describe('market resolution over the production domain table', () => {
  it.each(MARKETS.map((market) => [market.language, market]))(
    'serves %s at its canonical URL',
    async (_language, market) => {
      const home = localizedUrl(market.language, '/', domains, 'https');
      const response = await production(home);
      expect(response.status).toBe(200);
      const html = await response.text();
      const head = headIn(html);
      expect(stateIn(html).language).toBe(market.language);
      expect(head.canonicalUrl).toBe(home);
      expect(head.alternates).toHaveLength(MARKETS.length + 1);
      expect(head.alternates.find((link) => link.hreflang === 'x-default')?.href).toBe(
        'https://pouchatlas.com/',
      );
    },
  );

  it('serves every locale prefix on the default domain, and falls back to English for unknown ones', async () => {
    for (const market of MARKETS.filter(
      (entry) => entry.onDefaultDomain && entry.language !== 'en',
    )) {
      expect(
        stateIn(await (await production(`https://pouchatlas.com/${market.language}/`)).text())
          .language,
      ).toBe(market.language);
    }
    const unknown = await production('https://pouchatlas.com/xx/');
    expect(unknown.status).toBe(404);
    expect(stateIn(await unknown.text()).language).toBe('en');
  });

  it('serves a country domain in its own language whatever the path', async () => {
    const swedish = MARKETS.find((market) => market.language === 'sv');
    const response = await production(`https://${swedish?.domain}/de/`);
    expect(stateIn(await response.text()).language).toBe('sv');
  });

  it('honours the locale limit', async () => {
    const limited = withEnv({ ENABLED_LOCALES: 'en,sv' });
    // A query of its own, so the full-page cache of earlier tests does not answer.
    const head = headIn(await (await limited('https://pouchatlas.com/?q=limited')).text());
    expect(head.alternates.map((link) => link.hreflang).sort()).toEqual(
      ['en', 'sv-SE', 'x-default'].sort(),
    );
  });

  it('emulates country domains on {country}.localhost in development', async () => {
    const dev = withEnv({});
    expect(stateIn(await (await dev('http://se.localhost:8787/')).text()).language).toBe('sv');
    expect(stateIn(await (await dev('http://de.localhost:8787/')).text()).language).toBe('de');
    expect(stateIn(await (await dev('http://localhost:8787/fi/')).text()).language).toBe('fi');
    // 127.0.0.1 serves every locale by its prefix.
    expect(stateIn(await (await get('/de/')).text()).language).toBe('de');
  });
});

describe('GET /api/geo', () => {
  it('answers the visitor’s country from Cloudflare, and whether the shop ships there', async () => {
    const app = withEnv({});
    const response = await app(
      new Request('http://127.0.0.1:8787/api/geo', { cf: { country: 'SE' } } as RequestInit).url,
      {
        cf: { country: 'SE' },
      } as RequestInit,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ country: 'SE', shipsHere: true });
  });

  it('honours the development override, and knows where the shop does not ship', async () => {
    expect(await (await withEnv({ DEV_COUNTRY: 'fr' })('/api/geo')).json()).toEqual({
      country: 'FR',
      shipsHere: false,
    });
    expect(await (await withEnv({ DEV_COUNTRY: 'de' })('/api/geo')).json()).toEqual({
      country: 'DE',
      shipsHere: true,
    });
  });

  it('takes a developer without an override for a visitor of the market they browse', async () => {
    const development = withEnv({ ENVIRONMENT: 'development' });
    const request = { cf: { country: 'US' } } as RequestInit;
    expect(await (await development('/api/geo', request)).json()).toEqual({
      country: 'GB',
      shipsHere: true,
    });
  });

  it('answers null for an unknown country', async () => {
    expect(await (await get('/api/geo')).json()).toEqual({ country: null, shipsHere: null });
  });
});
