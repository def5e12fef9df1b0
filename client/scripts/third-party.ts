import type { ConsentChoice } from '../../src/contract/consent';
import type { PublicConfig } from '../../src/contract/public-config';

const loaded = new Set<string>();

/** Adds a script once, asynchronously; nothing when no URL is configured. */
function loadScript(url: string | undefined): void {
  if (!url || loaded.has(url) || typeof document === 'undefined') return;
  loaded.add(url);
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * The scripts a visitor's choice allows, once they confirmed their age: the tag manager with
 * statistics (when the page is idle), the newsletter and marketing scripts with marketing.
 */
export function loadConsentedScripts(
  scripts: PublicConfig['scripts'],
  choice: ConsentChoice,
): void {
  if (choice.statistics) {
    const load = () => loadScript(scripts.tagManager);
    if ('requestIdleCallback' in window) window.requestIdleCallback(load);
    else setTimeout(load, 1);
  }
  if (choice.marketing) {
    loadScript(scripts.newsletter);
    loadScript(scripts.marketing);
  }
}
