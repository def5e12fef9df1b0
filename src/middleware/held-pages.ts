/**
 * A cached page as this isolate keeps it in memory: its bytes, and where in them the nonce it
 * was rendered with stands, so each visitor's nonce is put in by copying bytes instead of
 * parsing the page again (or encoding its text again: a joined string costs the encoder about as
 * much as the rest of a hit).
 */
export interface HeldPage {
  status: number;
  headers: Headers;
  /** The page as it was stored, its old nonce in it. */
  bytes: Uint8Array;
  /** Where the old nonce starts, each place it stands, and its length in bytes. */
  nonceAt: number[];
  nonceLength: number;
  /** The generations it was built from, and until when it is fresh. */
  generation: string;
  freshUntil: number;
  /** When its render began, and the purge tags of what it shows, by scope (none known: undefined). */
  builtAt: number;
  tags: { content: string[] | undefined; catalogue: string[] | undefined };
  /** Its size in bytes. */
  size: number;
}

/** Finds the nonce a stored page was rendered with, keeping the headers its visitors get. */
export async function holdPage(
  stored: Response,
  headers: Headers,
  {
    nonce,
    ...built
  }: {
    nonce: string | null;
    generation: string;
    freshUntil: number;
    builtAt: number;
    tags: HeldPage['tags'];
  },
): Promise<HeldPage> {
  const text = await stored.text();
  const bytes = encoder.encode(text);
  const nonceAt: number[] = [];
  let nonceLength = 0;
  if (nonce) {
    // Byte offsets, not string ones: the text before a nonce may hold characters of several bytes.
    const pieces = text.split(nonce).map((piece) => encoder.encode(piece).byteLength);
    nonceLength = encoder.encode(nonce).byteLength;
    let at = 0;
    for (const piece of pieces.slice(0, -1)) {
      at += piece;
      nonceAt.push(at);
      at += nonceLength;
    }
  }
  return {
    status: stored.status,
    headers,
    bytes,
    nonceAt,
    nonceLength,
    ...built,
    size: bytes.byteLength,
  };
}

const encoder = new TextEncoder();

/**
 * The held page with a nonce of its own (its headers copied, so each visitor's can differ): one
 * buffer, filled by a copy of each run of bytes between the old nonces and of the new nonce.
 * Secure headers' nonces all have the same length, so the buffer is the page's own size.
 */
export function servePage(page: HeldPage, nonce: string): Response {
  const fresh = encoder.encode(nonce);
  const { bytes, nonceAt, nonceLength } = page;
  const body = new Uint8Array(bytes.byteLength + nonceAt.length * (fresh.byteLength - nonceLength));
  let from = 0;
  let to = 0;
  for (const at of nonceAt) {
    body.set(bytes.subarray(from, at), to);
    to += at - from;
    body.set(fresh, to);
    to += fresh.byteLength;
    from = at + nonceLength;
  }
  body.set(bytes.subarray(from), to);
  return new Response(body, { status: page.status, headers: new Headers(page.headers) });
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
