import { evaluate, parse } from 'groq-js';
import type { ContentDocument } from '../content-document';
import { isPrivateId } from '../content-document';
import type { DocumentChange, LakeStore, LakeTransaction } from '../store/lake-store';
import { wholeValueEffects } from './whole-value-effects';

export interface ListenOptions {
  /** The GROQ filter (`*[…]`) a changed document must match, before or after the change. */
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  /** With `mendoza`, each event carries the effects the Studio applies to its copy. */
  effectFormat: 'mendoza' | undefined;
  events: ReadonlySet<string>;
  /** Anonymous listeners never see drafts or other private documents. */
  authenticated: boolean;
  /**
   * How often new transactions are looked for. A commit cannot wake a listener directly: a
   * Worker may not settle a promise of another request, and the commit may be another isolate's.
   */
  pollMs: number;
  /**
   * How long one connection stays open. A browser opens at most six HTTP/1.1 connections to
   * a host, and the Studio keeps more listeners than that: held open, they would leave none
   * for its reads and writes. So a connection ends after this, the client reconnects (after
   * `retry`) with the last event id, and the listener resumes where it stopped.
   */
  holdMs: number;
  /** The client reconnected after an event this lake sent: `welcomeback`, not `welcome`. */
  resumed: boolean;
  /** How long a client waits before it reconnects (the SSE `retry` field). */
  retryMs: number;
}

type Matcher = (doc: ContentDocument | null) => Promise<boolean>;

function matcherFor(options: ListenOptions): Matcher {
  const tree = parse(options.query, { params: options.params });
  return async (doc) => {
    if (!doc || (!options.authenticated && isPrivateId(doc._id))) return false;
    const value = await evaluate(tree, { dataset: [doc], params: options.params });
    const result = (await value.get()) as unknown;
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  };
}

/** What one document's change in a transaction looks like to a listener, as Sanity sends it. */
function mutationEvent(
  transaction: LakeTransaction,
  change: DocumentChange,
  transition: 'appear' | 'update' | 'disappear',
  position: { current: number; total: number },
  options: ListenOptions,
) {
  return {
    eventId: `${transaction.id}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.id,
    transition,
    identity: transaction.author,
    // Per document and whole: the Studio rebuilds its copy from these, so the first one of a
    // document it has not seen must create it. A created document has no previousRev at all.
    mutations: change.after ? [{ createOrReplace: change.after }] : [{ delete: { id: change.id } }],
    previousRev: change.before?._rev,
    resultRev: change.after?._rev ?? transaction.id,
    timestamp: transaction.timestamp,
    visibility: 'query',
    transactionTotalEvents: position.total,
    transactionCurrentEvent: position.current,
    ...(options.includeResult && change.after ? { result: change.after } : {}),
    ...(options.includePreviousRevision && change.before ? { previous: change.before } : {}),
    ...(options.effectFormat === 'mendoza'
      ? { effects: wholeValueEffects(change.before, change.after) }
      : {}),
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

const encoder = new TextEncoder();
/** The SSE `id` is the transaction's sequence number: what a reconnecting client resumes from. */
const frame = (event: string, data: unknown, id: number) =>
  encoder.encode(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * The listener: `welcome` (or `welcomeback` on a resumed connection), then a `mutation`
 * event for every change after `fromSeq` to a document that matches the filter before or
 * after it, in commit order, until the client goes away or the connection's time is up.
 */
export function listenStream(
  lake: LakeStore,
  dataset: string,
  fromSeq: number,
  options: ListenOptions,
  until?: AbortSignal,
): ReadableStream<Uint8Array> {
  const matches = matcherFor(options);
  const stop = new AbortController();
  until?.addEventListener('abort', () => stop.abort());
  const { signal } = stop;
  let seq = fromSeq;
  return new ReadableStream<Uint8Array>({
    // The client went away: the loop ends at its next wake.
    cancel: () => stop.abort(),
    async start(controller) {
      const opened = Date.now();
      controller.enqueue(encoder.encode(`retry: ${options.retryMs}\n\n`));
      controller.enqueue(
        frame(
          options.resumed ? 'welcomeback' : 'welcome',
          { listenerName: `lake-${crypto.randomUUID()}` },
          seq,
        ),
      );
      try {
        while (!signal.aborted && Date.now() - opened < options.holdMs) {
          for (const transaction of await lake.since(dataset, seq)) {
            seq = transaction.seq;
            if (!options.events.has('mutation')) continue;
            const relevant: {
              change: DocumentChange;
              transition: 'appear' | 'update' | 'disappear';
            }[] = [];
            for (const change of transaction.changes) {
              const [before, after] = await Promise.all([
                matches(change.before),
                matches(change.after),
              ]);
              if (!before && !after) continue;
              relevant.push({
                change,
                transition: !before ? 'appear' : !after ? 'disappear' : 'update',
              });
            }
            relevant.forEach(({ change, transition }, index) => {
              const event = mutationEvent(
                transaction,
                change,
                transition,
                { current: index + 1, total: relevant.length },
                options,
              );
              controller.enqueue(frame('mutation', event, transaction.seq));
            });
          }
          await pause(options.pollMs, signal);
          if (!signal.aborted) controller.enqueue(encoder.encode(':\n\n'));
        }
        controller.close();
      } catch (error) {
        if (signal.aborted) return;
        controller.enqueue(frame('error', { message: (error as Error).message }, seq));
        controller.close();
      }
    },
  });
}
