/**
 * A worker that does nothing but answer the bytes it was handed: the most a worker set up as the
 * shop is (its static files in front of it, bench/bare-worker.toml) can do on `wrangler dev` on
 * this machine. The throughput section hands it each cached page exactly as the shop answered it
 * (body and headers) and reads the shop's hits against it, so a hit that falls short of a static
 * file can be told apart from a hit that does more than it must. It answers from a Blob, as the
 * shop answers a held page, so the two differ only in the shop's work.
 */
const pages = new Map<string, { body: Blob; headers: [string, string][] }>();

export default {
  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT') {
      const headers = JSON.parse(request.headers.get('x-answer-headers') ?? '[]');
      pages.set(path, { body: new Blob([await request.arrayBuffer()]), headers });
      return new Response(null, { status: 204 });
    }
    const page = pages.get(path);
    if (!page) return new Response(`nothing held at ${path}`, { status: 404 });
    return new Response(page.body, { headers: page.headers });
  },
};
