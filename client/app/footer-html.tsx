import type { ReactNode } from 'react';
import { FooterContents, type FooterInput } from '../components/Footer';
import { renderedOnce } from './rendered-once';
import type { RenderedHtml } from './ReusedHtml';

/**
 * The footer's contents as HTML, rendered once per isolate for each footer input and kind of
 * page (whose words it renders with). It is the same on every page of a market until editors
 * change the site settings, and rendering its sixty elements again was about an eighth of a
 * small page's server render.
 */
export const footerHtml = (
  input: FooterInput,
  kind: string,
  within: (children: ReactNode) => ReactNode,
): RenderedHtml =>
  renderedOnce(`footer\n${kind}\n${JSON.stringify(input)}`, <FooterContents {...input} />, within);
