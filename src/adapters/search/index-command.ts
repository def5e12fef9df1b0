import { searchClient } from '@algolia/client-search';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../domain/markets';
import { createCatalogueClient } from '../checkout/catalogue-client';
import { indexCatalogue, type IndexReport } from './indexer';
import { endpointList } from '../../config/env-schema';
import { algoliaHostsOf } from './search-clients';

/**
 * An operator's command, not a shopper's request: it waits as long as Algolia's own clients do
 * by default (connect 2 s, read 5 s, write 30 s) rather than the shop's tight 1/2/30, so a
 * busy machine or a slow link does not fail an index run that nobody is waiting on.
 */
const INDEX_TIMEOUTS = { connect: 2_000, read: 5_000, write: 30_000 };

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** What `npm run index` reads from its environment. */
export const indexEnvSchema = z.object({
  ALGOLIA_APP_ID: optional,
  ALGOLIA_ADMIN_KEY: optional,
  ALGOLIA_INDEX_BASE: z.string().trim().min(1).default('products'),
  /** Hosts instead of the application's own (a proxy, the stand-ins of `npm run services`). */
  ALGOLIA_HOSTS: endpointList,
  CENTRA_API_URL: optional.pipe(z.url().optional()),
  CENTRA_SHARED_SECRET: optional,
  /** The running shop, for the embedded Checkout API and engine (npm run dev). */
  SHOP_URL: z.url().default('http://127.0.0.1:8787'),
  INDEX_LANGUAGES: optional,
});

export type IndexEnv = z.infer<typeof indexEnvSchema>;

function languagesOf(list: string | undefined): Language[] {
  if (!list) return [...LANGUAGES];
  const wanted = list.split(',').map((language) => language.trim());
  const unknown = wanted.filter((language) => !(LANGUAGES as readonly string[]).includes(language));
  if (unknown.length > 0)
    throw new Error(`INDEX_LANGUAGES: unknown languages ${unknown.join(', ')}`);
  return wanted as Language[];
}

/**
 * `npm run index`: reads the catalogue from Centra (or the running shop's embedded Checkout
 * API) and writes one index per language to Algolia (or the running shop's embedded engine).
 */
export async function runIndexCommand(
  raw: Record<string, string | undefined>,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<IndexReport[]> {
  const env = indexEnvSchema.parse(raw);
  if (!env.CENTRA_SHARED_SECRET) {
    throw new Error(
      'CENTRA_SHARED_SECRET is needed to read the catalogue (set the same value the shop uses)',
    );
  }
  const shop = env.SHOP_URL.replace(/\/$/, '');
  const catalogue = createCatalogueClient({
    baseUrl: env.CENTRA_API_URL ?? `${shop}/_local/checkout-api`,
    sharedSecret: env.CENTRA_SHARED_SECRET,
    fetch: (request) => fetch(request),
  });
  const live = Boolean(env.ALGOLIA_APP_ID);
  if (live && !env.ALGOLIA_ADMIN_KEY)
    throw new Error('ALGOLIA_ADMIN_KEY is needed to write to Algolia');
  const shopHost = new URL(shop);
  const client = live
    ? searchClient(env.ALGOLIA_APP_ID as string, env.ALGOLIA_ADMIN_KEY as string, {
        timeouts: INDEX_TIMEOUTS,
        ...(env.ALGOLIA_HOSTS.length > 0 ? { hosts: algoliaHostsOf(env.ALGOLIA_HOSTS) } : {}),
      })
    : searchClient('local', env.ALGOLIA_ADMIN_KEY ?? 'local-admin', {
        timeouts: INDEX_TIMEOUTS,
        hosts: [
          {
            url: `${shopHost.host}/_local/algolia`,
            accept: 'readWrite',
            protocol: shopHost.protocol === 'https:' ? 'https' : 'http',
          },
        ],
      });
  return indexCatalogue({
    catalogue,
    client,
    indexBase: env.ALGOLIA_INDEX_BASE,
    languages: languagesOf(env.INDEX_LANGUAGES),
  });
}
