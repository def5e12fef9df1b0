export interface ImageFormat {
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'svg';
  mimeType: string;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

function png(bytes: Uint8Array, view: DataView): ImageFormat | undefined {
  if (bytes.length < 24 || ascii(bytes, 1, 3) !== 'PNG') return undefined;
  return {
    extension: 'png',
    mimeType: 'image/png',
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
}

function gif(bytes: Uint8Array, view: DataView): ImageFormat | undefined {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'GIF') return undefined;
  return {
    extension: 'gif',
    mimeType: 'image/gif',
    width: view.getUint16(6, true),
    height: view.getUint16(8, true),
  };
}

function jpeg(bytes: Uint8Array, view: DataView): ImageFormat | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    const length = view.getUint16(offset + 2);
    // Start-of-frame markers (baseline, progressive, …) carry the size; 0xC4, 0xC8, 0xCC do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        extension: 'jpg',
        mimeType: 'image/jpeg',
        height: view.getUint16(offset + 5),
        width: view.getUint16(offset + 7),
      };
    }
    offset += 2 + length;
  }
  return undefined;
}

function webp(bytes: Uint8Array, view: DataView): ImageFormat | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP')
    return undefined;
  const chunk = ascii(bytes, 12, 4);
  const result = (width: number, height: number): ImageFormat => ({
    extension: 'webp',
    mimeType: 'image/webp',
    width,
    height,
  });
  if (chunk === 'VP8 ')
    return result(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return result((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
    const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
    return result(width, height);
  }
  return undefined;
}

function svg(bytes: Uint8Array): ImageFormat | undefined {
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`, 'i').exec(tag)?.[1];
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = Number.parseFloat(attribute('width') ?? '') || box?.[2];
  const height = Number.parseFloat(attribute('height') ?? '') || box?.[3];
  if (!width || !height) return undefined;
  return {
    extension: 'svg',
    mimeType: 'image/svg+xml',
    width: Math.round(width),
    height: Math.round(height),
  };
}

/** The format and size of an uploaded image, read from its bytes; undefined: not an image we take. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return (
      png(bytes, view) ?? gif(bytes, view) ?? jpeg(bytes, view) ?? webp(bytes, view) ?? svg(bytes)
    );
  } catch {
    return undefined;
  }
}
