import { useCallback, useMemo, type ChangeEvent } from 'react';
import type { PreviewHeaderProps } from 'sanity/presentation';
import type { StudioMarket } from '../../src/domain/markets/studio-deployment';
import { hreflangCode } from '../../src/domain/markets/localized-url';
import type { Language } from '../../src/domain/markets/languages';
import { marketOfUrl, pageUrl } from './shop-urls';
import { TypingInFrame } from './typing-in-frame';

/**
 * The same page in another market: the page's own alternate for that market's language
 * (a post's translation has its own slug), read from the page when the Studio may read it
 * (on its own origin); else the same path in that market.
 */
async function samePageIn(market: StudioMarket, current: URL, path: string): Promise<string> {
  if (current.origin === window.location.origin) {
    try {
      const response = await fetch(current, { credentials: 'include' });
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const code = hreflangCode(market.language as Language);
      const alternate = page
        .querySelector(`link[rel="alternate"][hreflang="${code}"]`)
        ?.getAttribute('href');
      const own = alternate && marketOfUrl([market], new URL(alternate));
      if (own) return pageUrl(market, own.path);
      if (response.ok) return pageUrl(market, '');
    } catch {
      // Unreadable: the same path it is.
    }
  }
  return pageUrl(market, path);
}

/**
 * Presentation's address bar with a market switch beside it: the frame moves to the page
 * it shows in the market chosen (language, country and domain), which draft mode follows.
 * The header is always there while Presentation shows the frame, so the form's keystrokes
 * reach the frame from it (`TypingInFrame`).
 */
export function marketSwitchHeader(markets: readonly StudioMarket[]) {
  return function MarketSwitchHeader(props: PreviewHeaderProps) {
    const { previewUrl, targetOrigin, onPathChange, renderDefault, iframeRef } = props;
    const current = useMemo(
      () => new URL(previewUrl || '/', targetOrigin),
      [previewUrl, targetOrigin],
    );
    const shown = useMemo(() => marketOfUrl(markets, current), [current]);
    const choose = useCallback(
      async (event: ChangeEvent<HTMLSelectElement>) => {
        const market = markets.find((entry) => entry.language === event.target.value);
        if (!market || !shown) return;
        onPathChange(await samePageIn(market, current, shown.path));
      },
      [current, onPathChange, shown],
    );
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, width: '100%' }}>
        <TypingInFrame frame={iframeRef} origin={current.origin} />
        <div style={{ flex: 1, minWidth: 0 }}>{renderDefault(props)}</div>
        <select
          aria-label="Market"
          title="Show this page in another market"
          value={shown?.market.language ?? ''}
          onChange={(event) => void choose(event)}
          style={{ font: 'inherit', fontSize: 13, padding: '4px 6px', marginRight: 8 }}
        >
          {shown ? null : <option value="">Market…</option>}
          {markets.map((market) => (
            <option key={market.language} value={market.language}>
              {market.name}
            </option>
          ))}
        </select>
      </div>
    );
  };
}
