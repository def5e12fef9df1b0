/** The project id the embedded content source answers to, and the image URLs carry. */
export const EMBEDDED_PROJECT_ID = 'local';
/** Where the seed's images are served (copied to public/media by `npm run build:client`). */
export const EMBEDDED_MEDIA_BASE_URL = '/media';
