/** A filter the engine cannot read: answered as a 400, as Algolia does. */
export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterError';
  }
}
