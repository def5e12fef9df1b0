import type { ReactNode } from 'react';
import { AGE_GATE_BOOT_SCRIPT } from '../state/age-gate';
import { COLOR_MODE_BOOT_SCRIPT } from '../state/color-mode';
import { INITIAL_STATE_ELEMENT_ID, type InitialState } from '../../src/contract/initial-state';
import { serializeJsonForScript } from './serialize-json';

interface DocumentProps {
  state: InitialState;
  nonce: string | undefined;
  children: ReactNode;
}

/**
 * The whole <html> document. Rendered by the worker and hydrated as-is by the browser,
 * so everything here must render identically on both sides.
 */
export function Document({ state, nonce, children }: DocumentProps) {
  const { assets } = state;
  return (
    // The boot script sets data-color-mode before React hydrates.
    <html lang={state.language} data-color-mode="system" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{state.title}</title>
        <meta name="description" content={state.description} />
        <link rel="canonical" href={state.canonicalUrl} />
        {state.alternates.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `${COLOR_MODE_BOOT_SCRIPT};${AGE_GATE_BOOT_SCRIPT}` }}
        />
        {state.page.kind === 'product' && (
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: serializeJsonForScript(JSON.parse(state.page.jsonLd)),
            }}
          />
        )}
      </head>
      <body>
        {children}
        <script
          id={INITIAL_STATE_ELEMENT_ID}
          type="application/json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeJsonForScript(state) }}
        />
      </body>
    </html>
  );
}
