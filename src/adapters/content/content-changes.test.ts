import { describe, expect, it } from 'vitest';
import { followedChanges } from './content-changes';

const encoder = new TextEncoder();

/** A listener's stream as Sanity's sends it: the welcome, then one mutation per document. */
function listenerStream(documentIds: string[], { ends }: { ends: boolean }) {
  return (signal: AbortSignal) =>
    Promise.resolve(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('event: welcome\ndata: {"listenerName":"l"}\n\n'));
          for (const documentId of documentIds)
            controller.enqueue(
              encoder.encode(`event: mutation\ndata: ${JSON.stringify({ documentId })}\n\n`),
            );
          if (ends) controller.close();
          else signal.addEventListener('abort', () => controller.close(), { once: true });
        },
      }),
    );
}

/** The shop's events from `stream` (name and data), until `count` of them have come. */
async function firstEvents(stream: ReadableStream<Uint8Array>, count: number) {
  const events: string[] = [];
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let text = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    let end = text.indexOf('\n\n');
    while (end >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      end = text.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      if (event) events.push(`${event} ${/^data: (.*)$/m.exec(block)?.[1] ?? ''}`);
    }
  }
  await reader.cancel();
  return events;
}

describe('followedChanges', () => {
  it('passes each committed change on with its document', async () => {
    const stream = followedChanges(listenerStream(['drafts.post-1', 'home'], { ends: false }));
    expect(await firstEvents(stream, 3)).toEqual([
      'ready {}',
      'change {"id":"drafts.post-1"}',
      'change {"id":"home"}',
    ]);
  });

  it('after the listener ended, tells the page to look again once the next one listens', async () => {
    const opened = [
      listenerStream(['drafts.post-1'], { ends: true }),
      listenerStream(['drafts.post-2'], { ends: false }),
    ];
    let next = 0;
    const stream = followedChanges((signal) => opened[Math.min(next++, 1)]!(signal));
    expect(await firstEvents(stream, 4)).toEqual([
      'ready {}',
      'change {"id":"drafts.post-1"}',
      // Whatever was saved between the two listeners: unknown, so the page is read again.
      'change {"id":null}',
      'change {"id":"drafts.post-2"}',
    ]);
    expect(next).toBe(2);
  });
});
