import { DEADLINES_MS } from '../deadline';
import { readInTime } from './store-read';

const KV = { name: 'KV', deadlineMs: DEADLINES_MS.kvRead };

/** One KV read within DEADLINES_MS.kvRead; a hanging KV is then skipped for a while (see readInTime). */
export const readKv = <T>(
  kv: KVNamespace,
  read: (kv: KVNamespace) => Promise<T>,
  now?: () => number,
): Promise<T> => readInTime(kv, KV, read, now);
