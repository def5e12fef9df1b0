import { useEffect, type RefObject } from 'react';
import { getPublishedId, useDocumentStore, type SanityDocument } from 'sanity';
import { usePresentationParams } from 'sanity/presentation';
import {
  EDITED_DOCUMENT,
  isFrameReadyMessage,
  type EditedDocumentMessage,
} from '../../src/domain/content/studio-frame';

interface FrameProps {
  /** Presentation's frame (its header's `iframeRef`). */
  frame: RefObject<HTMLIFrameElement | null>;
  /** The origin of the page in the frame: a message for another one is not delivered. */
  origin: string;
}

function EditedDocumentToFrame({
  id,
  type,
  frame,
  origin,
}: FrameProps & { id: string; type: string }) {
  const documentStore = useDocumentStore();
  useEffect(() => {
    let latest: SanityDocument | undefined;
    const send = () => {
      if (!latest) return;
      const message: EditedDocumentMessage = { type: EDITED_DOCUMENT, document: latest };
      frame.current?.contentWindow?.postMessage(message, origin);
    };
    // The form's own state, at each keystroke, straight from the store the form edits (not
    // after a render): the Studio saves it at most once a second, and the page renders what
    // was saved a moment later still.
    const edits = documentStore.pair.editState(id, type).subscribe(({ draft, published }) => {
      const document = draft ?? published ?? undefined;
      if (!document || document === latest) return;
      latest = document;
      send();
    });
    const askedAgain = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isFrameReadyMessage(event.data)) send();
    };
    window.addEventListener('message', askedAgain);
    return () => {
      edits.unsubscribe();
      window.removeEventListener('message', askedAgain);
    };
  }, [documentStore, id, type, frame, origin]);
  return null;
}

/**
 * The document open in Presentation's form, sent to the shop in the frame as the editor types
 * (client/draft-mode/typed-texts.ts shows its texts there at once), and again whenever a page
 * loaded in the frame asks for it.
 */
export function TypingInFrame({ frame, origin }: FrameProps) {
  const { id, type } = usePresentationParams();
  if (!id || !type) return null;
  const published = getPublishedId(id);
  return (
    <EditedDocumentToFrame
      key={published}
      id={published}
      type={type}
      frame={frame}
      origin={origin}
    />
  );
}
