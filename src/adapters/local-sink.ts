/**
 * What an embedded default received, kept in the isolate's memory (newest last) so a
 * developer can read it at /_local/{name}; also echoed to the console.
 */
export class LocalSink<T> {
  private readonly entries: { receivedAt: string; entry: T }[] = [];

  constructor(
    readonly name: string,
    private readonly capacity = 100,
  ) {}

  add(entry: T): void {
    this.entries.push({ receivedAt: new Date().toISOString(), entry });
    if (this.entries.length > this.capacity) this.entries.shift();
    console.info(`[${this.name}]`, JSON.stringify(entry).slice(0, 500));
  }

  list() {
    return [...this.entries];
  }
}
