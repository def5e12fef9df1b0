import { describe, expect, it } from 'vitest';
import { HeldPages, holdPage, servePage, type HeldPage } from './held-pages';

const OLD = 'old-nonce==';

async function held(text: string, nonce: string | null = OLD): Promise<HeldPage> {
  return holdPage(
    new Response(text, { status: 200 }),
    new Headers({ 'Content-Type': 'text/html' }),
    {
      nonce,
      build: 'b1',
      freshUntil: 1,
      builtUnder: 0,
      tags: { content: [], catalogue: [] },
    },
  );
}

describe('a page held in memory', () => {
  it('is served with the visitor’s nonce wherever the stored one stood, bytes and length right', async () => {
    const page = await held(
      `<script nonce="${OLD}">a</script><p>Καλάθι αγορών — 4,35 €</p><script nonce="${OLD}" src="/e.js"></script>`,
    );
    const served = servePage(page, 'fresh+/nonce=');
    const text = await served.text();
    expect(text).toBe(
      '<script nonce="fresh+/nonce=">a</script><p>Καλάθι αγορών — 4,35 €</p><script nonce="fresh+/nonce=" src="/e.js"></script>',
    );
    expect(text).not.toContain(OLD);
    expect(served.headers.get('Content-Type')).toBe('text/html');
  });

  it('puts a nonce of the same length in place, also at the very start and end of the page', async () => {
    const page = await held(`${OLD}<p>ß</p>${OLD}${OLD}<p>€</p>${OLD}`);
    const fresh = 'x'.repeat(OLD.length);
    expect(await servePage(page, fresh).text()).toBe(
      `${fresh}<p>ß</p>${fresh}${fresh}<p>€</p>${fresh}`,
    );
    // What is held keeps the stored nonce's places for the next visitor.
    expect(await servePage(page, 'y'.repeat(OLD.length)).text()).not.toContain(fresh);
  });

  it('gives every visitor headers of their own', async () => {
    const page = await held('<p>plain</p>', null);
    const first = servePage(page, 'a');
    first.headers.set('Set-Cookie', 'csrf=1');
    expect(servePage(page, 'b').headers.get('Set-Cookie')).toBeNull();
    expect(await servePage(page, 'b').text()).toBe('<p>plain</p>');
  });
});

describe('the pages an isolate holds', () => {
  it('drops the least recently served first once over its size, and never holds one too big', async () => {
    const pages = new HeldPages(30);
    pages.set('/a', await held('a'.repeat(10)));
    pages.set('/b', await held('b'.repeat(10)));
    pages.set('/c', await held('c'.repeat(10)));
    // Serving /a makes /b the least recent.
    expect(pages.get('/a')).toBeDefined();
    pages.set('/d', await held('d'.repeat(10)));
    expect(pages.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((key) => pages.get(key) !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    expect(pages.size).toBe(30);

    pages.set('/huge', await held('h'.repeat(31)));
    expect(pages.get('/huge')).toBeUndefined();
    expect(pages.size).toBe(30);
  });

  it('replaces a page held under the same key without counting it twice', async () => {
    const pages = new HeldPages(100);
    pages.set('/a', await held('a'.repeat(40)));
    pages.set('/a', await held('a'.repeat(20)));
    expect(pages.size).toBe(20);
    pages.delete('/a');
    expect(pages.size).toBe(0);
  });
});
