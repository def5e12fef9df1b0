import { INITIAL_STATE_ELEMENT_ID, type BrowserState } from '../src/contract/initial-state';
import { serverReadOf } from '../src/contract/page-data';
import { GCLID_COOKIE } from '../src/contract/session-cookies';
import { withoutResetSecrets } from '../src/domain/urls/reset-secrets';
import { hydrateIslands } from './islands/hydrate-islands';
import { startErrorReporting } from './scripts/error-reporting';
import { listenForCardAdds } from './shop/card-add-listener';
import { tagCompletedPurchase } from './shop/completed-purchase';
import { serverShowsSession, sessionShownAtom } from './shop/server-session';
import { writeCookie } from './state/cookies';
import { marketingAllowed } from './state/consent';
import { rememberLanding } from './state/landing';
import { mirrorLocalStorage } from './state/session-cookies';
import { pageStore } from './state/page-store';

function readInitialState(): BrowserState {
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no initial state to hydrate from.');
  return JSON.parse(element.textContent) as BrowserState;
}

const state = readInitialState();

// A reset link's secrets are in the page's state: out of the address bar before any island
// runs, so the tag manager, marketing scripts and error reporting never read them.
if (state.page.kind === 'password-reset') {
  const clean = withoutResetSecrets(window.location.href);
  if (clean !== window.location.href) window.history.replaceState(window.history.state, '', clean);
}

// Before anything else runs, so an error while the page starts is reported too.
const { monitoring, environment } = state.config;
if (monitoring) startErrorReporting(monitoring, environment, state.assets.errorReporting);

const store = pageStore(state);
const read = serverReadOf(state.page);
store.set(sessionShownAtom, read !== undefined && serverShowsSession(read));
// Then the worker sees this browser's session, country and ad click on the next page, and
// the shopping keeps where the visitor came from.
mirrorLocalStorage();
try {
  rememberLanding(
    new URL(window.location.href),
    window.sessionStorage,
    (gclid) => writeCookie(GCLID_COOKIE, gclid),
    marketingAllowed(),
  );
} catch {
  // Without session storage the visit keeps no attribution.
}

listenForCardAdds(state, store);
tagCompletedPurchase(state);
// No top-level await: a chunk loaded while the entry still ran would wait on it for ever.
hydrateIslands(state, store).catch((error: unknown) => {
  console.error('islands: the page could not start', error);
});
