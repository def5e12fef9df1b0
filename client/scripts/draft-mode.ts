import {
  enableVisualEditing,
  type HistoryAdapter,
} from '@sanity/visual-editing/enable-visual-editing';
import { FRAME_READY, isEditedDocumentMessage } from '../../src/domain/content/studio-frame';
import { pageRefresher } from '../draft-mode/page-refresh';
import { typedTexts } from '../draft-mode/typed-texts';

/**
 * Draft mode's script, loaded only on pages the worker renders in draft mode (never a
 * shopper's): Sanity's overlays (click a text or picture to open its field in the Studio),
 * the page's address told to the Studio's Presentation tool and its navigation followed, each
 * keystroke's text shown as the editor types it, and every saved change shown without a reload.
 */
const typed = typedTexts(document);
const refresh = pageRefresher(typed.rendered);

/** Full navigations: every page is the server's, so the frame moves as a link would. */
const frameHistory: HistoryAdapter = {
  subscribe(navigate) {
    navigate({
      type: 'push',
      url: `${location.pathname}${location.search}`,
      title: document.title,
    });
    return () => {};
  },
  update(update) {
    if (update.type === 'pop') window.history.back();
    else if (update.type === 'replace') location.replace(update.url);
    else location.assign(update.url);
  },
};

enableVisualEditing({
  history: frameHistory,
  // The Studio asks after a change it made, and once more a second later: the page is the
  // server's render of the drafts, so asking it again is the refresh.
  refresh: () => refresh(),
  zIndex: 10_000,
});

// Changes saved anywhere (this editor's keystrokes, another editor, the automatic
// translation), as the content service's listener reports them through the worker.
const changes = new EventSource('/api/preview/changes');
changes.addEventListener('change', () => void refresh());
// The browser opens the stream again when it ended (the worker's connection closed): what was
// saved meanwhile was never sent, so a stream that is ready again is a reason to look again.
let followed = false;
changes.addEventListener('ready', () => {
  if (followed) void refresh();
  followed = true;
});

// The Studio's form, keystroke by keystroke (studio/presentation/typing-in-frame.tsx). Only
// the page framing this one is heard: a draft-mode page may be framed by the Studio that
// opened it alone (its frame-ancestors), so that is the Studio.
const framed = window.parent !== window;
if (framed) {
  window.addEventListener('message', (event) => {
    if (event.source === window.parent && isEditedDocumentMessage(event.data))
      typed.receive(event.data.document);
  });
  // A page loaded since the Studio last sent the document (a navigation, a reload) asks for
  // it, so the first keystroke finds what the page shows now. The message holds nothing.
  window.parent.postMessage({ type: FRAME_READY }, '*');
}
