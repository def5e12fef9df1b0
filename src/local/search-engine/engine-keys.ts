/** The credentials the embedded engine accepts. */
export interface EngineKeys {
  appId: string;
  /** Reads only. */
  searchKey: string;
  /** Reads and writes. */
  adminKey: string;
}

export type Access = 'read' | 'write';

/** Which access a key grants, or undefined when the app id or key is not known. */
export function accessOf(
  keys: EngineKeys,
  appId: string | undefined,
  apiKey: string | undefined,
): Access | undefined {
  if (appId !== keys.appId || !apiKey) return undefined;
  if (apiKey === keys.adminKey) return 'write';
  if (apiKey === keys.searchKey) return 'read';
  return undefined;
}
