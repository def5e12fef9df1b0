const encoder = new TextEncoder();

/** HMAC-SHA-256 of `text` under `secret`: the stand-ins' signed sessions and seals. */
export async function hmacSha256(secret: string, text: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}
