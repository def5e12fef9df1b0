/** The value a client sends to ask for a stateless call that creates and saves nothing. */
export const NO_SESSION = 'none';

const TOKEN_ALPHABET = '0123456789abcdefghijklmnopqrstuv';
const TOKEN_LENGTH = 26;
const TOKEN_PATTERN = /^[0-9a-z]{16,64}$/;

/** A new 26-character base32 token like Centra's (`esf1p3tgchfg5ggtpqdpgqjtt6`). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_LENGTH));
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte & 31]).join('');
}

/**
 * The token a request carries: the API-token header (any casing), or for GETs the
 * `api-token=` parameter of the Accept header, which spares browsers a CORS pre-flight.
 * Malformed values count as absent: the caller then gets a fresh session.
 */
export function tokenOf(headers: Headers): string | undefined {
  const header = headers.get('api-token')?.trim();
  const fromAccept = /(?:^|[;,\s])api-token=([^;,\s]+)/i.exec(headers.get('accept') ?? '')?.[1];
  const value = header || fromAccept;
  if (!value) return undefined;
  if (value.toLowerCase() === NO_SESSION) return NO_SESSION;
  return TOKEN_PATTERN.test(value) ? value : undefined;
}
