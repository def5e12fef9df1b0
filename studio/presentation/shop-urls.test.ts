import { describe, expect, it } from 'vitest';
import type { StudioMarket } from '../../src/domain/markets/studio-deployment';
import { mainDocumentFilter, marketOfUrl, pageUrl } from './shop-urls';

const market = (language: string, base: string): StudioMarket => ({
  language,
  country: language.toUpperCase(),
  name: language,
  base,
});

// As the worker lists them for a Studio on localhost: Finland shares the default domain.
const MARKETS = [
  market('en', 'http://localhost:8787'),
  market('fi', 'http://localhost:8787/fi'),
  market('de', 'http://de.localhost:8787'),
];

describe('the shop’s URLs in the Presentation tool', () => {
  it('finds the market of a URL by its origin and locale prefix, and the path below it', () => {
    const at = (url: string) => {
      const found = marketOfUrl(MARKETS, new URL(url));
      return found && [found.market.language, found.path];
    };
    expect(at('http://localhost:8787/blog/a-post')).toEqual(['en', 'blog/a-post']);
    expect(at('http://localhost:8787/fi/blog/a-post/')).toEqual(['fi', 'blog/a-post']);
    expect(at('http://localhost:8787/fi')).toEqual(['fi', '']);
    expect(at('http://localhost:8787/finnish-page')).toEqual(['en', 'finnish-page']);
    expect(at('http://de.localhost:8787/')).toEqual(['de', '']);
    expect(at('https://elsewhere.example/')).toBeUndefined();
  });

  it('writes a market’s page, its home with the trailing slash', () => {
    expect(pageUrl(MARKETS[1]!, 'blog/a-post')).toBe('http://localhost:8787/fi/blog/a-post');
    expect(pageUrl(MARKETS[2]!, '')).toBe('http://de.localhost:8787/');
  });

  it('opens the home page at a market’s root, else the document of the URI in its language', () => {
    expect(mainDocumentFilter(MARKETS, new URL('http://de.localhost:8787/'))).toEqual({
      filter: '_id == "homePage"',
      params: {},
    });
    const post = mainDocumentFilter(MARKETS, new URL('http://localhost:8787/fi/blog/a-post'));
    expect(post?.params).toEqual({ uri: 'blog/a-post', lang: 'fi' });
    expect(post?.filter).toContain('language == $lang');
    expect(mainDocumentFilter(MARKETS, new URL('https://elsewhere.example/x'))).toBeUndefined();
  });
});
