/**
 * Where a project's images are served, as @sanity/image-url works it out from a client: the
 * API host with `api.` turned into `cdn.` (https://api.sanity.work → https://cdn.sanity.work),
 * any other host as it is; without one, Sanity's CDN (the image builder's default).
 */
export function imageHostOf(apiHost: string | undefined): string | undefined {
  return apiHost?.replace(/^https:\/\/api\./, 'https://cdn.');
}
