import { createElement, type ReactNode } from 'react';
import type { BrowserState } from '../../src/contract/initial-state';
import type { IslandComponents } from '../islands/registry';
import { renderedOnce } from './rendered-once';
import type { RenderedHtml } from './ReusedHtml';

/**
 * The shell island's server HTML (the closed toast region, the age gate, an empty country
 * notice), rendered once per isolate for each language and kind of page (whose words it renders
 * with): on the server it shows nothing of the shopper's, and rendering it again was a tenth of
 * a small page's server render.
 */
export function shellHtml(
  islands: IslandComponents,
  state: BrowserState,
  within: (children: ReactNode) => ReactNode,
): RenderedHtml {
  const Shell = islands.get('shell');
  if (!Shell) throw new Error('The shell island was rendered before its code was loaded.');
  return renderedOnce(
    `shell\n${state.page.kind}\n${state.language}`,
    createElement(Shell, {}),
    within,
  );
}
