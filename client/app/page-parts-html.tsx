import { createElement, type ComponentType, type ReactNode } from 'react';
import type { BrowserState, InitialState } from '../../src/contract/initial-state';
import { FooterContents, footerInput, type FooterInput } from '../components/Footer';
import { HeaderContents, headerInput, type HeaderInput } from '../components/Header';
import type { IslandComponents } from '../islands/registry';
import { cartCountAtom } from '../state/cart-state';
import type { PageStore } from '../state/page-store';
import { renderedOnce } from './rendered-once';
import type { RenderedHtml } from './ReusedHtml';

type Within = (children: ReactNode) => ReactNode;

/** A part drawn from its input alone, kept by its name, the kind of page (its words) and input. */
const partHtml = <I extends object>(
  name: string,
  Contents: ComponentType<I>,
  input: I,
  kind: string,
  within: Within,
): RenderedHtml =>
  renderedOnce(
    `${name}\n${kind}\n${JSON.stringify(input)}`,
    createElement(Contents, input),
    within,
  );

/**
 * The footer's contents: the same on every page of a market until editors change the site
 * settings; rendering its sixty elements again was about an eighth of a small page's render.
 * @internal Exported for its tests, which render the footer without a whole page's state.
 */
export const footerHtml = (input: FooterInput, kind: string, within: Within) =>
  partHtml('footer', FooterContents, input, kind, within);

/**
 * The header's contents: rendering its logo, navigation, search and buttons again was a fifth
 * of a small page's render (0.16 of 0.71 ms for the 404 page, 0.22 of 1.80 for home).
 */
const headerHtml = (input: HeaderInput, kind: string, within: Within) =>
  partHtml('header', HeaderContents, input, kind, within);

/**
 * The shell island's server HTML (the closed toast region, the age gate, an empty country
 * notice): on the server it shows nothing of the shopper's, so its key is the language and kind.
 * Rendering it again was a tenth of a small page's render.
 */
function shellHtml(islands: IslandComponents, state: BrowserState, within: Within): RenderedHtml {
  const Shell = islands.get('shell');
  if (!Shell) throw new Error('The shell island was rendered before its code was loaded.');
  return renderedOnce(
    `shell\n${state.page.kind}\n${state.language}`,
    createElement(Shell, {}),
    within,
  );
}

/**
 * The server-only parts of a page, each rendered once for everything it shows (decision 0027):
 * the header's contents (none on the checkout, which keeps the shopper on the order), the
 * footer's and the shell's. `within` gives them the page's providers.
 */
export function pageParts(
  state: InitialState,
  store: PageStore,
  islands: IslandComponents,
  within: Within,
): { header: RenderedHtml | undefined; footer: RenderedHtml; shell: RenderedHtml } {
  const { kind } = state.page;
  return {
    header:
      kind === 'checkout'
        ? undefined
        : headerHtml(headerInput(state, store.get(cartCountAtom)), kind, within),
    footer: footerHtml(footerInput(state.config, state.layout, state.language), kind, within),
    shell: shellHtml(islands, state, within),
  };
}
