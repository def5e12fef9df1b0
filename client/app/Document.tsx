import type { ReactNode } from 'react';
import { AGE_GATE_BOOT_SCRIPT } from '../state/age-gate';
import { COLOR_MODE_BOOT_SCRIPT } from '../state/color-mode';
import { CONSENT_BOOT_SCRIPT } from '../state/consent-boot';
import {
  INITIAL_STATE_ELEMENT_ID,
  browserState,
  type InitialState,
} from '../../src/contract/initial-state';
import type { Messages } from '../../src/i18n/dictionary';
import { RenderedIslandsContext } from '../islands/Island';
import { escapeJsonForScript, serializeJsonForScript } from './serialize-json';
import { ShareTags } from './ShareTags';

interface DocumentProps {
  state: InitialState;
  nonce: string | undefined;
  /** The words to send with the islands rendered; without it, the state's. */
  browserMessages?: (islands: ReadonlySet<string>) => Messages;
  children: ReactNode;
}

/**
 * The whole <html> document. Rendered by the worker and hydrated as-is by the browser,
 * so everything here must render identically on both sides.
 */
export function Document({ state, nonce, browserMessages, children }: DocumentProps) {
  const rendered = new Set<string>();
  const { assets } = state;
  return (
    // The boot script sets data-color-mode before React hydrates.
    <html lang={state.language} data-color-mode="system" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{state.title}</title>
        <meta name="description" content={state.description} />
        {state.noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={state.canonicalUrl} />
        {state.alternates.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        <ShareTags state={state} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Inline, so the first paint waits for no second request (decision record 0025). */}
        <style dangerouslySetInnerHTML={{ __html: state.styles }} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `${CONSENT_BOOT_SCRIPT};${COLOR_MODE_BOOT_SCRIPT};${AGE_GATE_BOOT_SCRIPT}`,
          }}
        />
        {state.structuredData && (
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: escapeJsonForScript(state.structuredData),
            }}
          />
        )}
      </head>
      <body>
        <RenderedIslandsContext value={rendered}>{children}</RenderedIslandsContext>
        <StateScript
          state={state}
          nonce={nonce}
          messages={browserMessages && (() => browserMessages(rendered))}
        />
      </body>
    </html>
  );
}

/**
 * The state the browser hydrates from (without the head, and with the page's data only where
 * the browser reads it). A component of its own after the body's content: React renders it
 * once everything before it has rendered (the server renders without suspending), so it sends
 * the words of exactly the islands on the page.
 */
function StateScript({
  state,
  nonce,
  messages,
}: {
  state: InitialState;
  nonce: string | undefined;
  messages: (() => Messages) | undefined;
}) {
  const sent = messages ? { ...state, messages: messages() } : state;
  return (
    <script
      id={INITIAL_STATE_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonForScript(browserState(sent)) }}
    />
  );
}
