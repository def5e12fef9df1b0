import { morphChildren } from './morph';

/** The part of the page the server renders from content: header, banner, main and footer. */
const PAGE_SELECTOR = 'body > .page';

/**
 * Renders the page again from what the drafts hold now: the server's page for this address
 * (draft mode's cookie goes with it), laid over the page shown (`morphChildren`), so a change
 * an editor saved shows without a reload. A call while one runs starts over: the newest
 * render wins, and none waits for one that is already out of date.
 */
export function pageRefresher(): () => Promise<void> {
  let current: AbortController | undefined;
  return async () => {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    try {
      const response = await fetch(location.href, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'text/html' },
        signal: controller.signal,
      });
      if (!response.ok && response.status !== 404) return;
      const html = await response.text();
      if (controller.signal.aborted) return;
      const next = new DOMParser().parseFromString(html, 'text/html');
      const shown = document.querySelector(PAGE_SELECTOR);
      const fresh = next.querySelector(PAGE_SELECTOR);
      if (!shown || !fresh) return;
      morphChildren(shown, fresh);
      if (document.title !== next.title) document.title = next.title;
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    } finally {
      if (current === controller) current = undefined;
    }
  };
}
