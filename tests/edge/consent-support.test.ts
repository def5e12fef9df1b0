import { describe, expect, it } from 'vitest';
import { get, withEnv } from './support';

describe('GET /api/words/{name}', () => {
  it('answers the consent dialog’s words in the language asked for, and only those', async () => {
    const response = await get('/api/words/consent?language=pl');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('public');
    const words = (await response.json()) as Record<string, string>;
    expect(words.consentTitle).toBe('Pliki cookie i Twoja prywatność');
    expect(
      Object.keys(words).every((key) => key.startsWith('consent') || key === 'cookieSettings'),
    ).toBe(true);
    expect(words.addToCart).toBeUndefined();
  });

  it('says what is wrong with an unknown language or words that are not loaded on demand', async () => {
    const noLanguage = await get('/api/words/consent?language=xx');
    expect(noLanguage.status).toBe(400);
    expect(((await noLanguage.json()) as { error: string }).error).toContain('language');
    const unknown = await get('/api/words/checkout?language=de');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toContain('"checkout"');
  });
});

describe('the third-party stand-ins', () => {
  it('serve scripts that say they loaded, outside production', async () => {
    const response = await get('/_local/third-party/tag-manager.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/javascript');
    expect(await response.text()).toContain('thirdPartyLoaded');
    expect((await get('/_local/third-party/anything.js')).status).toBe(404);
  });

  it('do not exist in production', async () => {
    // A demo deployment: production with the embedded services switched on by name.
    const production = withEnv({
      ENVIRONMENT: 'production',
      EMBEDDED_SERVICES: 'checkout,content,search',
      ALGOLIA_SEARCH_KEY: 'demo-search-key-0123456789',
      INSPECTION_TOKEN: 'inspect-'.padEnd(48, 'x'),
      SANITY_LOCAL_EDITOR_TOKEN: 'editor-'.padEnd(48, 'x'),
    });
    expect((await production('/_local/third-party/tag-manager.js')).status).toBe(404);
  });
});

describe('GET /api/words/{name} with any input', () => {
  it('answers 400 or 404 with a message, never an error or another set’s words', async () => {
    const odd = ['%00', 'constructor', '__proto__', 'consent%2F..', 'x'.repeat(300), 'CONSENT'];
    const languages = ['', 'EN', 'de-DE', '%3Cscript%3E', 'en&language=de'];
    for (const name of odd)
      for (const language of languages) {
        const response = await get(`/api/words/${name}?language=${language}`);
        expect([400, 404], `${name} ${language}`).toContain(response.status);
        expect(((await response.json()) as { error?: string }).error).toBeTruthy();
      }
  });
});

describe('GET /api/words/islands with any input', () => {
  it('answers the words asked for, or 400 with a message, never an error', async () => {
    const names = [
      '',
      'page',
      'search,page',
      '__proto__',
      'constructor',
      'page,,',
      'x'.repeat(300),
    ];
    const kinds = ['', 'checkout', 'toString', '%00', 'account&kind=faq'];
    const languages = ['', 'el', 'EN', '%3Cscript%3E'];
    for (const name of names)
      for (const kind of kinds)
        for (const language of languages) {
          const query = `names=${name}&kind=${kind}&language=${language}`;
          const response = await get(`/api/words/islands?${query}`);
          const body = (await response.json()) as Record<string, unknown>;
          expect([200, 400], query).toContain(response.status);
          if (response.status === 400) expect(body.error, query).toBeTruthy();
          else expect(Object.values(body).every((text) => typeof text === 'string')).toBe(true);
        }
  });
});
