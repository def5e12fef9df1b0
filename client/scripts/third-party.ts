import type { PublicConfig } from '../../src/contract/public-config';

const POLL_MS = 200;
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

/** Resolves once a script's global exists, polling every 200 ms. */
export function waitForGlobal<T>(name: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = (window as unknown as Record<string, unknown>)[name];
      if (value !== undefined) return resolve(value as T);
      if (Date.now() - started > timeoutMs) return reject(new Error(`${name} did not load`));
      setTimeout(poll, POLL_MS);
    };
    poll();
  });
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
