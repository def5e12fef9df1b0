import { timingSafeEqual } from 'hono/utils/buffer';

/** The credentials the embedded engine accepts. */
export interface EngineKeys {
  appId: string;
  /** Reads only. */
  searchKey: string;
  /** Reads and writes. */
  adminKey: string;
}

export type Access = 'read' | 'write';

/**
 * Which access a key grants, or undefined when the app id or key is not known. Keys are
 * compared in constant time: how long a refusal takes says nothing about the key.
 */
export async function accessOf(
  keys: EngineKeys,
  appId: string | undefined,
  apiKey: string | undefined,
): Promise<Access | undefined> {
  if (appId !== keys.appId || !apiKey) return undefined;
  const [admin, search] = await Promise.all([
    timingSafeEqual(apiKey, keys.adminKey),
    timingSafeEqual(apiKey, keys.searchKey),
  ]);
  if (admin) return 'write';
  if (search) return 'read';
  return undefined;
}
