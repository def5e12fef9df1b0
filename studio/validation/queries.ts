/** API version of the studio's own queries, as the spec gives it (§7: 2025-02-11). */
export const STUDIO_API_VERSION = '2025-02-11';

/**
 * The perspective the landing pages' URIs are read in (the spec's preview drafts, named
 * `drafts` since Sanity renamed `previewDrafts`): a landing page's draft counts, so a slug is
 * checked against the URI its editor sees. Without it this API version reads raw documents,
 * where a draft and its published document would both answer.
 */
export const STUDIO_PERSPECTIVE = 'drafts';

/** The URI of the landing page documents of this type sit under (brands, flavour, offer_text). */
export const CENTRA_LANDING_URI_QUERY = `*[_type == "centraLanding" && type == $type][0].uri.current`;

/** The URI every blog post, author, category and tag sits under. */
export const BLOG_LANDING_URI_QUERY = `*[_type == "blogLanding"][0].uri.current`;
