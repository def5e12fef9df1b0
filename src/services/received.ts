/** What Logflare or Sentry received, newest last, for a test or a developer to read. */
export class Received<T> {
  private readonly entries: { receivedAt: string; entry: T }[] = [];

  constructor(private readonly capacity = 200) {}

  add(entry: T) {
    this.entries.push({ receivedAt: new Date().toISOString(), entry });
    if (this.entries.length > this.capacity)
      this.entries.splice(0, this.entries.length - this.capacity);
  }

  list() {
    return [...this.entries];
  }
}

/** Envelopes and events beyond this size are refused, as the vendors refuse oversized ones. */
const MAX_RECEIVED_BYTES = 1024 * 1024;

/** The body as text, or undefined when it is larger than the vendors take. */
export async function boundedText(request: Request): Promise<string | undefined> {
  const text = await request.text();
  return new TextEncoder().encode(text).byteLength > MAX_RECEIVED_BYTES ? undefined : text;
}
