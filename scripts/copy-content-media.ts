import { cp, mkdir, rm } from 'node:fs/promises';

// Serves the seed dataset's images where the embedded content source's asset URLs point
// (/media/images/local/production/<sha1>-<W>x<H>.<ext>), as Sanity's image CDN would.
const target = 'public/media/images/local/production';

await rm(target, { recursive: true, force: true });
await mkdir(target, { recursive: true });
await cp('studio/seed/images', target, { recursive: true });
