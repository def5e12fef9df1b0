import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The second Lighthouse column: each page's HTML exactly as the worker answered it, served with
// the build's files by this plain Node file server instead of `wrangler dev`. On a 2-core machine
// the local workerd answers the page's own requests (the entry, images, /api/geo) on the cores
// the browser renders on; a page served from Cloudflare's edge does not share a phone's. The two
// columns side by side tell a page that got heavier from a machine that was busy. The page's
// calls to the worker (on a first visit only /api/geo, which then warns) answer 404 here.
const publicDir = path.resolve('public');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
const COPY_PREFIX = '/__copy/';

export interface StaticCopyServer {
  origin: string;
  /** Serves `html` at the URL returned: the worker's absolute URLs are made this server's. */
  hold(name: string, html: string, workerOrigin: string): string;
  stop(): Promise<void>;
}

/** Starts the file server on 127.0.0.1:`port`; anything it does not hold answers 404. */
export function startStaticCopyServer(port: number): Promise<StaticCopyServer> {
  const copies = new Map<string, string>();
  const server = createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      return void response.writeHead(400).end();
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const send = (body: Buffer, extension: string, cacheControl: string) => {
      const compress = gzip && COMPRESSED.has(extension);
      response.writeHead(200, {
        'Content-Type': TYPES[extension] ?? 'application/octet-stream',
        'Cache-Control': cacheControl,
        ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
      });
      response.end(compress ? gzipSync(body) : body);
    };
    const copy = pathname.startsWith(COPY_PREFIX) && copies.get(pathname.slice(COPY_PREFIX.length));
    if (copy) return send(Buffer.from(copy), '.html', 'no-store');
    // Only files under public/, as the assets binding serves them: no way out of it.
    const file = path.join(publicDir, path.normalize(pathname));
    if (!file.startsWith(publicDir + path.sep)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) =>
        send(
          body,
          path.extname(file),
          pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
      () => void response.writeHead(404).end(),
    );
  });
  const origin = `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin,
        hold(name, html, workerOrigin) {
          copies.set(name, html.replaceAll(`${workerOrigin}/`, '/'));
          return `${origin}${COPY_PREFIX}${encodeURIComponent(name)}`;
        },
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
