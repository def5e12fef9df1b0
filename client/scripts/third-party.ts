import type { PublicConfig } from '../../src/contract/public-config';

const loaded = new Set<string>();

/** Adds a script once, asynchronously; nothing when no URL is configured. */
export function loadScript(url: string | undefined): void {
  if (!url || loaded.has(url) || typeof document === 'undefined') return;
  loaded.add(url);
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.appendChild(script);
}

/** The newsletter and marketing scripts: only after the visitor confirmed their age. */
export function loadMarketingScripts(scripts: PublicConfig['scripts']): void {
  loadScript(scripts.newsletter);
  loadScript(scripts.marketing);
}

/** The tag manager loads lazily once the page is idle, age gate or not. */
export function loadTagManager(scripts: PublicConfig['scripts']): void {
  const load = () => loadScript(scripts.tagManager);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load);
  else setTimeout(load, 1);
}
