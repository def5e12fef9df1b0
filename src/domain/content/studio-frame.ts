/**
 * What the Studio's Presentation tool and the shop in its frame say to each other besides
 * Sanity's own messages: the document open in the form, as the editor has it this moment
 * (before the Studio saves it), and the frame asking for it when a page has loaded.
 */
export const EDITED_DOCUMENT = 'shop/edited-document';
export const FRAME_READY = 'shop/frame-ready';

/** A content document as the Studio holds it: its id (a draft's included) and its fields. */
export interface EditedContent {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface EditedDocumentMessage {
  type: typeof EDITED_DOCUMENT;
  document: EditedContent;
}

export interface FrameReadyMessage {
  type: typeof FRAME_READY;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isEditedDocumentMessage(data: unknown): data is EditedDocumentMessage {
  if (!isRecord(data) || data.type !== EDITED_DOCUMENT || !isRecord(data.document)) return false;
  return typeof data.document._id === 'string' && typeof data.document._type === 'string';
}

export const isFrameReadyMessage = (data: unknown): data is FrameReadyMessage =>
  isRecord(data) && data.type === FRAME_READY;
