/**
 * A deterministic 12-hex-digit key (FNV-1a, 64-bit) so rebuilding the seed from the same
 * sources gives byte-identical NDJSON and array `_key`s that never churn.
 */
export function stableKey(...parts: (string | number)[]): string {
  let hash = 0xcbf29ce484222325n;
  for (const char of parts.join('\u0000')) {
    hash ^= BigInt(char.codePointAt(0) ?? 0);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0').slice(0, 12);
}
