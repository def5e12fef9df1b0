import type { SanityClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { withoutSecretSearchParams } from '@sanity/preview-url-secret/without-secret-search-params';

/** What a valid secret of the Studio's preview protocol opens: where, and for which Studio. */
export interface StudioPreview {
  /** The shop path to show, as the Studio asked (`sanity-preview-pathname`). */
  redirectTo: string | undefined;
  /** The origin of the Studio that wrote the secret (its document's `studioUrl`). */
  studioOrigin: string | undefined;
}

/**
 * Checks a preview URL of Sanity's Presentation tool (`?sanity-preview-secret=…`) as Sanity
 * specifies: the secret must be a `sanity.previewUrlSecret` document the Studio wrote less
 * than an hour ago (or the shared-access secret), read with the preview client's token from
 * the dataset itself, so the same check works on a Sanity project and on the embedded lake.
 * Undefined when the secret is wrong or expired.
 */
export async function checkStudioPreviewUrl(
  client: SanityClient,
  url: string,
): Promise<StudioPreview | undefined> {
  const { isValid, redirectTo, studioOrigin } = await validatePreviewUrl(client, url);
  if (!isValid) return undefined;
  // The protocol's own parameters (the Studio's perspective) are no part of the shop's page.
  const target =
    redirectTo && withoutSecretSearchParams(new URL(redirectTo, 'http://path.invalid'));
  return {
    redirectTo: target ? `${target.pathname}${target.search}${target.hash}` : undefined,
    studioOrigin,
  };
}
