import { morphChildren } from './morph';

/** The part of the page the server renders from content: header, banner, main and footer. */
const PAGE_SELECTOR = 'body > .page';

/** The server's page for this address (draft mode's cookie goes with it), laid over this one. */
async function renderAgain(): Promise<void> {
  const response = await fetch(location.href, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'text/html' },
  });
  if (!response.ok && response.status !== 404) return;
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const shown = document.querySelector(PAGE_SELECTOR);
  const fresh = next.querySelector(PAGE_SELECTOR);
  if (!shown || !fresh) return;
  morphChildren(shown, fresh);
  if (document.title !== next.title) document.title = next.title;
}

/**
 * Renders the page again from what the drafts hold now, laid over the page shown
 * (`morphChildren`), so a change an editor saved shows without a reload; `rendered` runs after
 * each page is laid over.
 *
 * A call while a render is under way does not cancel it (changes come faster than a loaded
 * server renders, and cancelling would show none until they stop): it asks for one more
 * render once this one is shown, however many calls came meanwhile. The promise settles when
 * the page shows everything asked for by then.
 */
export function pageRefresher(rendered: () => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await renderAgain();
          rendered();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
}
