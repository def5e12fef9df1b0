import { expect, type APIRequestContext } from '@playwright/test';
import { LIVE, servicesOrigin } from '../../scripts/live-topology.ts';

/**
 * The stand-ins' Sanity HTTP API as a script of the tenant's reaches it, with the live
 * topology's tokens: the read token for queries (drafts included), the write token for
 * mutations. The services answer any host, so their own origin serves.
 */
const API = `${servicesOrigin()}/v2025-02-19/data`;
const DATASET = LIVE.credentials.SANITY_DATASET;

/** A GROQ query over every document as stored, drafts included (the raw perspective). */
async function queryRaw<T>(
  request: APIRequestContext,
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const search = new URLSearchParams({ query, perspective: 'raw' });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  const response = await request.get(`${API}/query/${DATASET}?${search}`, {
    headers: { Authorization: `Bearer ${LIVE.credentials.SANITY_READ_TOKEN}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** Mutations committed as one transaction, as `@sanity/client` sends them. */
export async function mutate(request: APIRequestContext, mutations: object[]): Promise<void> {
  const response = await request.post(`${API}/mutate/${DATASET}`, {
    headers: { Authorization: `Bearer ${LIVE.credentials.SANITY_WRITE_TOKEN}` },
    data: { mutations },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A document's field as stored, or null when the document (or the field) does not exist. */
export const fieldOf = <T>(request: APIRequestContext, id: string, field: string) =>
  queryRaw<T | null>(request, `*[_id == $id][0][$field]`, { id, field });
