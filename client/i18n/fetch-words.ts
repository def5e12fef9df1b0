import type { Messages } from '../../src/i18n/dictionary';

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((text) => typeof text === 'string');

/**
 * Words the page does not carry, fetched with the code that shows them (`/api/words/…`).
 * Rejects when they did not come: that code does not run without them.
 */
export async function fetchWords(address: string, what: string): Promise<Messages> {
  const response = await fetch(address, { headers: { Accept: 'application/json' } });
  const body: unknown = response.ok ? await response.json() : undefined;
  if (!isMessages(body)) throw new Error(`The ${what} words did not load (${response.status})`);
  return body;
}

/** The words of code loaded on demand (`ON_DEMAND_SOURCES`), in a language. */
export const onDemandWords = (name: string, language: string) =>
  fetchWords(`/api/words/${name}?language=${encodeURIComponent(language)}`, name);
