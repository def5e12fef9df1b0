/** What an oversized entry is kept as: its size and how it starts. */
export interface TruncatedEntry {
  truncated: true;
  bytes: number;
  start: string;
}

/**
 * What an embedded default received, kept in the isolate's memory (newest last) so a
 * developer can read it at /_local/{name}; also echoed to the console. Bounded in count and
 * in the size of each entry: whatever callers send, the sink's memory stays small.
 */
export class LocalSink<T> {
  private readonly entries: { receivedAt: string; entry: T | TruncatedEntry }[] = [];

  constructor(
    readonly name: string,
    private readonly capacity = 50,
    private readonly maxEntryBytes = 16 * 1024,
  ) {}

  add(entry: T): void {
    const json = JSON.stringify(entry) ?? '';
    const kept: T | TruncatedEntry =
      json.length > this.maxEntryBytes
        ? { truncated: true, bytes: json.length, start: json.slice(0, 1024) }
        : entry;
    this.entries.push({ receivedAt: new Date().toISOString(), entry: kept });
    if (this.entries.length > this.capacity)
      this.entries.splice(0, this.entries.length - this.capacity);
    console.info(`[${this.name}]`, json.slice(0, 500));
  }

  list() {
    return [...this.entries];
  }
}
