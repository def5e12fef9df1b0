import type { Config } from '../../config/config';
import { embeddedLakeChanges } from '../embedded/content-lake';
import type { ContentClients } from './content-clients';

/**
 * What draft mode follows: every document but the Studio's own bookkeeping (preview secrets,
 * the translation links). A filter only, as Sanity's listener takes it.
 */
const FOLLOWED = `*[!(_type in ["sanity.previewUrlSecret", "sanity.previewUrlShareAccess", "translation.metadata"])]`;

/** A listener connection that ended is opened again after this (Sanity ends them now and then). */
const REOPEN_MS = 250;
/** After a failure, the next try waits longer. */
const RETRY_MS = 2000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

interface ServerSentEvent {
  event: string;
  data: string;
}

/** Server-sent events in a byte stream, each as it completes. */
async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true }).replaceAll('\r\n', '\n');
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) yield { event, data: data.join('\n') };
    }
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** One connection to the content listener: the embedded lake's, or Sanity's over HTTP. */
type OpenListener = (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;

function listenerFor(config: Config, clients: ContentClients, db: D1Database | undefined) {
  if (config.services.content === 'embedded')
    return (signal: AbortSignal) => embeddedLakeChanges(db, FOLLOWED, signal);
  const client = clients.preview;
  if (!client) return undefined;
  const { url, token } = client.config();
  const address = new URL(`${url}/data/listen/${clients.dataset}`);
  address.search = new URLSearchParams({
    query: FOLLOWED,
    includeResult: 'false',
    events: 'mutation',
    tag: 'shop.draft-mode',
  }).toString();
  return async (signal: AbortSignal) => {
    const response = await fetch(address, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token ?? ''}` },
      signal,
    });
    if (!response.ok || !response.body)
      throw new Error(`the content listener answered ${response.status}`);
    return response.body;
  };
}

/**
 * The changes draft mode's pages follow, as server-sent events of the shop's own: `change`
 * with the changed document's id, for every change an editor (or the automatic translation)
 * commits, drafts included; read from the content service's listener with the preview token,
 * which never leaves the worker. Undefined when the shop cannot read drafts.
 */
export function draftChanges(
  config: Config,
  clients: ContentClients,
  db: D1Database | undefined,
): ReadableStream<Uint8Array> | undefined {
  const open: OpenListener | undefined = listenerFor(config, clients, db);
  return open && followedChanges(open);
}

/**
 * The listener's mutations as the shop's events, the listener opened again whenever it ends
 * or fails. A change committed while no listener was open (the moments between two) is never
 * reported by the next one, which starts from the present: once the new one is listening, a
 * `change` naming no document tells the page to look again.
 * @internal Exported for its tests, which open listeners of their own.
 */
export function followedChanges(open: OpenListener): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    cancel: () => stop.abort(),
    async start(controller) {
      const send = (text: string) => {
        if (!stop.signal.aborted) controller.enqueue(encoder.encode(text));
      };
      send('retry: 1000\n\n');
      const heartbeat = setInterval(() => send(':\n\n'), HEARTBEAT_MS);
      let listening = false;
      let missed = false;
      while (!stop.signal.aborted) {
        try {
          for await (const { event, data } of serverSentEvents(await open(stop.signal))) {
            if (event === 'welcome') {
              listening = true;
              send(missed ? 'event: change\ndata: {"id":null}\n\n' : 'event: ready\ndata: {}\n\n');
              missed = false;
            }
            if (event !== 'mutation') continue;
            const { documentId } = JSON.parse(data) as { documentId?: unknown };
            if (typeof documentId === 'string')
              send(`event: change\ndata: ${JSON.stringify({ id: documentId })}\n\n`);
          }
          await pause(REOPEN_MS, stop.signal);
        } catch (error) {
          if (stop.signal.aborted) break;
          console.warn(`draft mode: the content listener failed: ${(error as Error).message}`);
          await pause(RETRY_MS, stop.signal);
        }
        // Whatever was committed from here until the next listener's welcome goes unreported.
        if (listening) missed = true;
        listening = false;
      }
      clearInterval(heartbeat);
      controller.close();
    },
  });
}
