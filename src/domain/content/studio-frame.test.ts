import { describe, expect, it } from 'vitest';
import {
  EDITED_DOCUMENT,
  FRAME_READY,
  isEditedDocumentMessage,
  isFrameReadyMessage,
} from './studio-frame';

describe('the messages between the Studio and the shop in its frame', () => {
  it('takes a document open in the form only with its id and type', () => {
    const document = { _id: 'drafts.homePage', _type: 'homePage', title: 'Home' };
    expect(isEditedDocumentMessage({ type: EDITED_DOCUMENT, document })).toBe(true);
    expect(isEditedDocumentMessage({ type: EDITED_DOCUMENT, document: { _id: 'homePage' } })).toBe(
      false,
    );
    expect(isEditedDocumentMessage({ type: EDITED_DOCUMENT, document: [document] })).toBe(false);
    expect(isEditedDocumentMessage({ type: FRAME_READY, document })).toBe(false);
    // Sanity's own messages in the same window are someone else's.
    expect(isEditedDocumentMessage({ type: 'presentation/refresh', data: {} })).toBe(false);
    expect(isEditedDocumentMessage('shop/edited-document')).toBe(false);
    expect(isEditedDocumentMessage(null)).toBe(false);
  });

  it('tells the frame’s request for the document from anything else', () => {
    expect(isFrameReadyMessage({ type: FRAME_READY })).toBe(true);
    expect(isFrameReadyMessage({ type: EDITED_DOCUMENT })).toBe(false);
    expect(isFrameReadyMessage(undefined)).toBe(false);
  });
});
