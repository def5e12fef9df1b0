import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_EDITOR_TOKEN } from '../../src/config/config';
import recorded from './recorded-studio-calls.json';

interface RecordedCall {
  method: string;
  path: string;
  body?: string;
}

/**
 * What the built Studio asked the lake for when an editor signed in, opened the blog posts and
 * edited one, recorded in Chromium (each call once; writes are tested on their own). Replayed
 * as the Studio sent it: a call the lake does not answer fails here, not silently in a browser.
 */
describe('the Studio’s own requests, replayed against the lake', () => {
  it('answers every one of them', async () => {
    const unanswered: string[] = [];
    for (const call of recorded as RecordedCall[]) {
      const response = await exports.default.fetch(`http://local.localhost:8787${call.path}`, {
        method: call.method,
        headers: {
          Authorization: `Bearer ${DEVELOPMENT_EDITOR_TOKEN}`,
          Origin: 'http://localhost:8787',
          'x-sanity-app': 'studio@5.27.0',
          ...(call.body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(call.body ? { body: call.body } : {}),
      });
      if (response.headers.get('Content-Type') === 'text/event-stream') {
        const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
        const first = await reader?.read();
        await reader?.cancel();
        if (!/event: welcome/.test(first?.value ?? '') && !/retry:/.test(first?.value ?? '')) {
          unanswered.push(`${call.method} ${call.path}: no welcome`);
        }
      } else {
        await response.arrayBuffer();
      }
      if (!response.ok) unanswered.push(`${response.status} ${call.method} ${call.path}`);
      if (response.headers.get('Access-Control-Allow-Origin') !== 'http://localhost:8787') {
        unanswered.push(`no CORS for the Studio: ${call.method} ${call.path}`);
      }
    }
    expect(unanswered).toEqual([]);
    expect((recorded as RecordedCall[]).length).toBeGreaterThan(30);
  });
});
