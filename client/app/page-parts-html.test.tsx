import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { InitialState } from '../../src/contract/initial-state';
import { PAGE_NAMESPACES } from '../../src/i18n/page-namespaces';
import type { Messages } from '../../src/i18n/dictionary';
import type { FooterInput } from '../components/Footer';
import { I18nProvider } from '../i18n/i18n-context';
import { IslandComponentsContext } from '../islands/Island';
import { loadIslands } from '../islands/registry';
import { footerHtml } from './page-parts-html';

const islands = await loadIslands({ page: { kind: 'home' } } as InitialState, ['newsletter-form']);

/** Every word as its key (the languages' own words are the worker tests'). */
const keys = new Proxy({} as Messages, {
  get: (_, key) => (typeof key === 'string' ? `«${key}»` : undefined),
});

/** The providers a page gives its parts; counted, to see when the footer renders. */
const swedishPage = () =>
  vi.fn((children: ReactNode) => (
    <IslandComponentsContext value={islands}>
      <I18nProvider language="sv" messages={keys} namespaces={PAGE_NAMESPACES.home}>
        {children}
      </I18nProvider>
    </IslandComponentsContext>
  ));

/** A footer no other test renders (the rendered footers are kept for the whole isolate). */
const footer = (footerText: string): FooterInput => ({
  config: {
    shopName: 'Pouch Atlas',
    environment: 'production',
    services: { checkout: 'live', content: 'live', search: 'live', monitoring: 'off', logs: 'off' },
    checkoutBase: '/api/checkout',
  },
  layout: {
    footerGroups: [{ title: 'Butik', links: [{ title: 'Alla produkter', href: '/products' }] }],
    legalLinks: [{ kind: 'terms', title: 'Köpvillkor', href: '/kopvillkor' }],
    footerText,
  },
  language: 'sv',
});

describe('footerHtml', () => {
  it('renders the footer with its links, words and newsletter sign-up, whose words come with its code', () => {
    const rendered = footerHtml(footer('Endast för vuxna.'), 'home', swedishPage());
    expect(rendered.html).toContain('<nav aria-label="Butik"><h2>Butik</h2>');
    expect(rendered.html).toContain('<a href="/kopvillkor">Köpvillkor</a>');
    expect(rendered.html).toContain('«cookieSettings»');
    expect(rendered.html).toContain('data-island="newsletter-form"');
    expect(rendered.html).toContain('Endast för vuxna.');
    // The sign-up runs from a shopper's touch and fetches its words then: the page sends none.
    expect(rendered.html).toContain('data-hydrate="interaction"');
    expect(rendered.islands).toEqual([]);
  });

  it('renders once for the same footer and kind of page, and again when either changes', () => {
    const within = swedishPage();
    const first = footerHtml(footer('Första texten.'), 'home', within);
    expect(footerHtml(footer('Första texten.'), 'home', within)).toBe(first);
    expect(within).toHaveBeenCalledTimes(1);

    const edited = footerHtml(footer('Andra texten.'), 'home', within);
    expect(edited.html).toContain('Andra texten.');
    expect(edited.html).not.toContain('Första texten.');
    expect(footerHtml(footer('Första texten.'), 'faq', within)).not.toBe(first);
    expect(within).toHaveBeenCalledTimes(3);
  });
});
