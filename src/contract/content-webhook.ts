import { z } from 'zod';
import {
  TRANSLATION_RECORD_TYPE,
  type ContentDocument,
  type PublishedChange,
} from '../domain/translation';

/**
 * The Sanity webhook the shop is called by after a publish (README, "Going live"): a GROQ-powered
 * webhook on create, update and delete of published documents, signed with
 * SANITY_WEBHOOK_SECRET, posted to /api/revalidate. Its body names the document for the
 * purge, and carries the document before and after the transaction (Sanity's delta GROQ),
 * from which the automatic translation sees whether the English texts changed.
 */
export const PUBLISH_WEBHOOK = {
  path: '/api/revalidate',
  /** The workflow's own notes are no content: their writes purge and translate nothing. */
  filter: `_type != "${TRANSLATION_RECORD_TYPE}"`,
  projection: '{_id, _type, language, "uri": uri.current, "before": before(), "after": after()}',
} as const;

const webhookDocument = z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) });

/** The part of the body the automatic translation reads: absent when the projection lacks it. */
const changeSchema = z.object({
  before: webhookDocument.nullable(),
  after: webhookDocument.nullable(),
});

/**
 * The publish a webhook body tells of; undefined for a body without `before` and `after` (a
 * webhook created with another projection, or Sanity's default body).
 */
export function publishedChangeOf(body: unknown): PublishedChange | undefined {
  const parsed = changeSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The body Sanity sends for one published change under PUBLISH_WEBHOOK, for the stand-ins that
 * play Sanity (a field the document lacks is null, as GROQ projects it); undefined when the
 * filter leaves the change out.
 */
export function publishWebhookBody({
  before,
  after,
}: {
  before: ContentDocument | null;
  after: ContentDocument | null;
}): Record<string, unknown> | undefined {
  // A delete is projected from the document as it was.
  const document = after ?? before;
  if (!document || document._type === TRANSLATION_RECORD_TYPE) return undefined;
  const uri = document.uri as { current?: unknown } | undefined;
  return {
    _id: document._id,
    _type: document._type,
    language: document.language ?? null,
    uri: typeof uri?.current === 'string' ? uri.current : null,
    before,
    after,
  };
}
