/** API version of the studio's own validation queries. */
export const STUDIO_API_VERSION = '2025-02-19';

/** The URI of the landing page documents of this type sit under (brands, flavour, offer_text). */
export const CENTRA_LANDING_URI_QUERY = `*[_type == "centraLanding" && type == $type][0].uri.current`;

/** The URI every blog post, author, category and tag sits under. */
export const BLOG_LANDING_URI_QUERY = `*[_type == "blogLanding"][0].uri.current`;
