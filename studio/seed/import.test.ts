import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createClient, type RequestHandler } from '@sanity/client';
import { sanityImport } from '@sanity/import';
import { describe, expect, it } from 'vitest';

const seedDir = path.resolve(import.meta.dirname);

interface Mutation {
  [operation: string]: { _id?: string; id?: string };
}

/**
 * Runs the seed through Sanity's own importer (what `sanity dataset import` calls) against
 * a client whose requests are recorded instead of sent; only the file upload, which the
 * client sends past any request handler, is answered in place.
 */
async function importSeed() {
  const mutations: Mutation[] = [];
  const requestHandler: RequestHandler = async (request) => {
    const { url, body } = request as unknown as { url: string; body?: unknown };
    const parsed = (typeof body === 'string' ? JSON.parse(body) : body) as
      { mutations?: Mutation[] } | undefined;
    if (url.includes('/data/query/')) return { result: null };
    if (url.includes('/data/mutate/')) {
      mutations.push(...(parsed?.mutations ?? []));
      return {
        transactionId: `tx-${mutations.length}`,
        results: (parsed?.mutations ?? []).map((mutation) => ({
          id: Object.values(mutation)[0]?._id ?? Object.values(mutation)[0]?.id,
          operation: 'update',
        })),
      };
    }
    throw new Error(`The importer asked for ${url}`);
  };
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
    token: 'import-test',
    maxRetries: 0,
    requestHandler,
  });
  const uploads: { sha1: string; filename: string }[] = [];
  client.assets.upload = (async (_type: string, buffer: Buffer, options: { filename?: string }) => {
    const sha1 = createHash('sha1').update(buffer).digest('hex');
    uploads.push({ sha1, filename: options.filename ?? '' });
    const [, size = '0x0', extension = 'svg'] =
      /-(\d+x\d+)\.([a-z]+)$/.exec(options.filename ?? '') ?? [];
    return { _id: `image-${sha1}-${size}-${extension}` };
  }) as never;

  const result = await sanityImport(createReadStream(path.join(seedDir, 'production.ndjson')), {
    client,
    operation: 'createOrReplace',
    assetsBase: seedDir,
    onProgress: () => undefined,
  } as never);
  return {
    result: result as { numDocs: number; warnings: { message: string }[] },
    mutations,
    uploads,
  };
}

describe('sanity dataset import', () => {
  it('accepts every document and uploads every image of the seed', async () => {
    const { result, mutations, uploads } = await importSeed();
    const lines = (await import('node:fs/promises')).readFile(
      path.join(seedDir, 'production.ndjson'),
      'utf8',
    );
    const documentCount = (await lines).trim().split('\n').length;
    expect(result.numDocs).toBe(documentCount);
    expect(result.warnings).toEqual([]);
    const created = mutations.flatMap((mutation) =>
      mutation.createOrReplace?._id ? [mutation.createOrReplace._id] : [],
    );
    expect(new Set(created).size).toBe(documentCount);
    expect(created.some((id) => id.startsWith('drafts.'))).toBe(true);
    // Each file's content hashes to the name it carries, as in an export.
    for (const upload of uploads) expect(upload.filename.startsWith(upload.sha1)).toBe(true);
    const { readdir } = await import('node:fs/promises');
    expect(new Set(uploads.map((upload) => upload.sha1)).size).toBe(
      (await readdir(path.join(seedDir, 'images'))).length,
    );
  }, 60_000);
});
