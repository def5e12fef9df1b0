/** An untyped API value as a record to read fields from (anything else reads as empty). */
export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
