import { createHash } from 'node:crypto';

export interface SeedImage {
  fileName: string;
  content: string;
}

/**
 * Collects the seed's images and names each file as `sanity dataset export` does
 * (`<sha1>-<W>x<H>.<ext>`), so the import and the embedded loader read the same pointers.
 */
export class ImageRegistry {
  private readonly files = new Map<string, SeedImage>();

  add(svg: string, hotspot = false): Record<string, unknown> {
    const size = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg);
    if (!size) throw new Error('A seed SVG needs width and height attributes');
    const sha1 = createHash('sha1').update(svg).digest('hex');
    const fileName = `${sha1}-${size[1]}x${size[2]}.svg`;
    this.files.set(fileName, { fileName, content: svg });
    return {
      _type: 'image',
      _sanityAsset: `image@file://./images/${fileName}`,
      ...(hotspot
        ? { hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 1, height: 1 } }
        : {}),
    };
  }

  all(): SeedImage[] {
    return [...this.files.values()].sort((a, b) => a.fileName.localeCompare(b.fileName));
  }
}
