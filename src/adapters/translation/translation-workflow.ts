import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import {
  draftIdOf,
  editorsView,
  englishSource,
  legalPageGroupIds,
  localizedFieldsDraft,
  publishedIdOf,
  translatedDraft,
  translationRecordId,
  translationTargets,
  translationWorkFor,
  type ContentDocument,
  type PublishedChange,
  type Translator,
} from '../../domain/translation';

/** Every document as stored, drafts included: the workflow reads with the write token. */
const RAW = { perspective: 'raw', tag: 'automatic-translation' } as const;

const documentsSchema = z.array(z.looseObject({ _id: z.string(), _type: z.string() }));
const idsSchema = z.array(z.string()).nullable();

async function documents(client: SanityClient, query: string, params: Record<string, unknown>) {
  return documentsSchema.parse(await client.fetch(query, params, RAW));
}

/** A document's translation group as stored: its members' ids and their documents and drafts. */
async function groupOf(client: SanityClient, document: ContentDocument) {
  if (document._type === 'legalPage') {
    const all = await documents(client, '*[_type == "legalPage" && kind == $kind]', {
      kind: document.kind ?? null,
    });
    return { ids: legalPageGroupIds(all, document.kind), documents: all };
  }
  const ids =
    idsSchema.parse(
      await client.fetch(
        '*[_type == "translation.metadata" && references($id)][0].translations[].value._ref',
        { id: publishedIdOf(document._id) },
        RAW,
      ),
    ) ?? [];
  const found = await documents(client, '*[_id in $ids]', {
    ids: ids.flatMap((id) => [id, draftIdOf(id)]),
  });
  return { ids, documents: found };
}

/** The drafts (and notes) one publish leads to, read from and for the content lake. */
async function draftsAfter(
  client: SanityClient,
  change: PublishedChange,
  translator: Translator,
): Promise<ContentDocument[]> {
  const work = translationWorkFor(change);
  if (!work) return [];
  switch (work.kind) {
    case 'translate-counterparts': {
      const group = await groupOf(client, work.source);
      const targets = translationTargets(work.source, editorsView(group.ids, group.documents));
      const drafts: ContentDocument[] = [];
      // One language after another: a translation service limits calls made at once.
      for (const target of targets) {
        const draft = await translatedDraft(work.source, target, translator);
        if (draft) drafts.push(draft);
      }
      return drafts;
    }
    case 'translate-again': {
      const group = await groupOf(client, work.target);
      const source = englishSource(group.ids, group.documents);
      // The translation as an editor now sees it: its draft, if one was opened since.
      const [target] = editorsView([work.target._id], group.documents);
      const draft = source && (await translatedDraft(source, target ?? work.target, translator));
      return draft ? [draft] : [];
    }
    case 'fill-localized-fields': {
      const id = work.document._id;
      const stored = await documents(client, '*[_id in [$draft, $record]]', {
        draft: draftIdOf(id),
        record: translationRecordId(id),
      });
      return localizedFieldsDraft({
        document: work.document,
        changed: work.changed,
        draft: stored.find((doc) => doc._id === draftIdOf(id)) ?? null,
        record: stored.find((doc) => doc._id === translationRecordId(id)) ?? null,
        translator,
      });
    }
  }
}

/**
 * The automatic translation after one publish (spec: `isTranslated`; the rules in
 * src/domain/translation): reads what it needs through `client` and writes the translated
 * drafts in one transaction, for an editor to review and publish. Drafts start no webhook, so
 * nothing follows from them. Returns the ids written.
 */
export async function translateAfterPublish(
  client: SanityClient,
  change: PublishedChange,
  translator: Translator,
): Promise<string[]> {
  const drafts = await draftsAfter(client, change, translator);
  if (drafts.length === 0) return [];
  const transaction = client.transaction();
  for (const draft of drafts) transaction.createOrReplace(draft);
  await transaction.commit({ tag: 'automatic-translation' });
  return drafts.map((draft) => draft._id);
}
