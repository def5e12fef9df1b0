/**
 * A cached page as this isolate keeps it in memory: its bytes cut where the nonce it was
 * rendered with stood, so each visitor's nonce is put in by copying bytes instead of parsing
 * the page again (or encoding its text again: a joined string costs the encoder about as
 * much as the rest of a hit).
 */
export interface HeldPage {
  status: number;
  headers: Headers;
  /** The page's bytes between its nonces (one piece when it has none). */
  pieces: Uint8Array[];
  /** The client build it links, and until when it is fresh. */
  build: string;
  freshUntil: number;
  /**
   * The purge view its render began under (none known: undefined), and the purge tags of what
   * it shows, by scope (none known: undefined).
   */
  builtUnder: number | undefined;
  tags: { content: string[] | undefined; catalogue: string[] | undefined };
  /** Its bytes, nonces left out. */
  size: number;
}

/** Cuts a stored page at the nonce it was rendered with, keeping the headers its visitors get. */
export async function holdPage(
  stored: Response,
  headers: Headers,
  {
    nonce,
    ...built
  }: {
    nonce: string | null;
    build: string;
    freshUntil: number;
    builtUnder: number | undefined;
    tags: HeldPage['tags'];
  },
): Promise<HeldPage> {
  const text = await stored.text();
  const pieces = (nonce ? text.split(nonce) : [text]).map((piece) => encoder.encode(piece));
  return {
    status: stored.status,
    headers,
    pieces,
    ...built,
    size: pieces.reduce((sum, piece) => sum + piece.byteLength, 0),
  };
}

const encoder = new TextEncoder();

/** The held page with a nonce of its own (its headers copied, so each visitor's can differ). */
export function servePage(page: HeldPage, nonce: string): Response {
  const between = encoder.encode(nonce);
  const parts = page.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [between, piece]));
  return new Response(new Blob(parts), {
    status: page.status,
    headers: new Headers(page.headers),
  });
}

/**
 * The pages this isolate served last, by cache key, least recently served dropped first once
 * they weigh more than `maxSize`. A hit from here skips the Cache API; whether the page is
 * still current is checked by its caller on every hit, as for a page from the Cache API.
 */
export class HeldPages {
  readonly #pages = new Map<string, HeldPage>();
  #size = 0;

  constructor(readonly maxSize: number) {}

  get(key: string): HeldPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    // Map keeps insertion order: moving it to the end makes the first the least recent.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  set(key: string, page: HeldPage): void {
    this.delete(key);
    if (page.size > this.maxSize) return;
    this.#pages.set(key, page);
    this.#size += page.size;
    for (const [oldest, held] of this.#pages) {
      if (this.#size <= this.maxSize) break;
      this.#pages.delete(oldest);
      this.#size -= held.size;
    }
  }

  delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#size -= page.size;
  }

  get size(): number {
    return this.#size;
  }
}
