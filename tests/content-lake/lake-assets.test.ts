import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { editorClient, routeLakeRequestsToTheWorker } from './lake-client';

routeLakeRequestsToTheWorker();

/** A 3×2 PNG, built byte by byte (the lake reads the size from the header). */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('image uploads to the lake', () => {
  it('stores an image once, as Sanity names it, and serves it where the shop and the Studio look', async () => {
    const client = editorClient();
    const asset = await client.assets.upload(
      'image',
      new Blob([png(3, 2)], { type: 'image/png' }),
      {
        filename: 'tiny.png',
      },
    );
    expect(asset._id).toMatch(/^image-[a-f0-9]{40}-3x2-png$/);
    expect(asset).toMatchObject({
      mimeType: 'image/png',
      originalFilename: 'tiny.png',
      metadata: { dimensions: { width: 3, height: 2 } },
    });
    const again = await client.assets.upload(
      'image',
      new Blob([png(3, 2)], { type: 'image/png' }),
      {
        filename: 'copy.png',
      },
    );
    expect(again._id).toBe(asset._id);

    for (const url of [
      `http://127.0.0.1:8787${asset.url}`,
      `http://127.0.0.1:8787/${asset.path}`,
    ]) {
      const served = await exports.default.fetch(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(3, 2));
    }
  });

  it('says what is wrong with a file that is not an image', async () => {
    const refused = await editorClient()
      .assets.upload('image', new Blob(['not an image'], { type: 'text/plain' }), {
        filename: 'notes.txt',
      })
      .catch((error: unknown) => error as { statusCode: number; message: string });
    expect(refused).toMatchObject({ statusCode: 400 });
    expect((refused as { message: string }).message).toMatch(/PNG, JPEG, GIF, WebP or SVG/);
  });
});
