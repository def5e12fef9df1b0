/**
 * Every GROQ query the shop runs. Values always travel as parameters ($lang, $uri, …);
 * the fragments below are constants, so no query text ever contains request data.
 */

/**
 * A localized field (an internationalized array) as the shop reads it with `translate`: only
 * its entries in the requested language and English, so a read does not carry eighteen; when
 * it has neither, or is no list at all, the field as it is, so the reader tells what is wrong.
 */
const t = (field: string) => {
  // `_key == … || …` rather than `_key in [$lang, "en"]`: the embedded lake evaluates it faster.
  const wanted = `${field}[_key == $lang || _key == "en"]`;
  return `select(count(${wanted}) > 0 => ${wanted}, ${field})`;
};

const IMAGE = `{ ..., asset-> { _id, url, metadata { dimensions, lqip } } }`;

const TAXONOMY = `{ _id, "title": ${t('title')}, "uri": uri.current }`;

/** Published posts of a language; a post without a date is listed after every dated one. */
const POSTS_IN_LANGUAGE = `_type == "blogPost" && language == $lang && defined(uri.current)`;
const POST_ORDER = `order(defined(publishedAt) desc, publishedAt desc, _id asc)`;
const POST_SUMMARY = `{
  _id, title, "uri": uri.current, excerpt, publishedAt, featured, imageAlt,
  "image": image ${IMAGE},
  "categories": categories[]-> ${TAXONOMY},
  "tags": tags[]-> ${TAXONOMY}
}`;

export const BLOG_LANDING_URI_QUERY = `*[_type == "blogLanding"][0].uri.current`;

/** $type: brands | flavour | offer_text */
export const LANDING_URI_BY_TYPE_QUERY = `*[_type == "centraLanding" && type == $type][0].uri.current`;

/**
 * One page of posts, optionally only those referencing $ref (a category, tag or author id,
 * or null for all). $start and $end are the page range; total counts every match.
 */
export const POST_LISTING_QUERY = `{
  "posts": *[${POSTS_IN_LANGUAGE} && ($ref == null || references($ref))] | ${POST_ORDER} [$start...$end] ${POST_SUMMARY},
  "total": count(*[${POSTS_IN_LANGUAGE} && ($ref == null || references($ref))])
}`;

export const FEATURED_POSTS_QUERY = `*[${POSTS_IN_LANGUAGE} && featured == true] | ${POST_ORDER} [0...$limit] ${POST_SUMMARY}`;

const CONTENT_BLOCKS = `content[] {
  ...,
  _type == "blockImage" => { "source": source ${IMAGE} }
}`;

/** The translations of a document that exists once per language, by its metadata document. */
const TRANSLATIONS = `"translations": *[_type == "translation.metadata" && references(^._id)][0].translations[].value-> {
    _id, language, "uri": uri.current
  }`;

const POST = `{
  _id, _updatedAt, title, "uri": uri.current, excerpt, publishedAt, featured, imageAlt, language,
  metaTitle, metaDescription, metaKeywords,
  "image": image ${IMAGE},
  "metaImage": metaImage ${IMAGE},
  ${CONTENT_BLOCKS},
  "author": author-> { _id, firstName, lastName, "uri": uri.current, "role": ${t('role')}, "image": image ${IMAGE} },
  "categories": categories[]-> ${TAXONOMY},
  "tags": tags[]-> ${TAXONOMY},
  ${TRANSLATIONS}
}`;

/** A language's legal pages (terms, privacy, cookies, imprint, shipping and returns). */
const LEGAL_PAGES_IN_LANGUAGE = `*[_type == "legalPage" && language == $lang && defined(uri.current)]`;

const LEGAL_PAGE = `{
  _id, kind, title, "uri": uri.current, metaDescription, updatedAt, content, _updatedAt,
  ${TRANSLATIONS}
}`;

/**
 * Every page of a language's sitemap that editors make, with when it last changed: the
 * blog (its landing, the categories, tags and authors with posts in the language, the
 * posts with their translations), the brand, flavour and offer landings, the legal pages.
 */
export const SITEMAP_CONTENT_QUERY = `{
  "home": *[_id == "homePage"][0]._updatedAt,
  "settings": *[_id == "siteSettings"][0]._updatedAt,
  "faq": *[_type == "faqEntry"] | order(_updatedAt desc)[0]._updatedAt,
  "blogLanding": *[_type == "blogLanding" && defined(uri.current)][0] { "uri": uri.current, _updatedAt },
  "taxonomy": *[
    _type in ["blogCategory", "blogTag", "blogAuthor"] && defined(uri.current) &&
    count(*[${POSTS_IN_LANGUAGE} && references(^._id)]) > 0
  ] | order(uri.current asc) { "uri": uri.current, _updatedAt },
  "posts": *[${POSTS_IN_LANGUAGE}] | ${POST_ORDER} { "uri": uri.current, _updatedAt, ${TRANSLATIONS} },
  "landings": *[_type in ["centraLanding", "centraDocument"] && defined(uri.current)] | order(uri.current asc) {
    "uri": uri.current, _updatedAt
  },
  "legal": ${LEGAL_PAGES_IN_LANGUAGE} | order(kind asc) { "uri": uri.current, _updatedAt, ${TRANSLATIONS} }
}`;

const BLOG_AUTHOR = `{
  _id, firstName, lastName, "uri": uri.current, "role": ${t('role')}, "bio": ${t('bio')},
  "image": image ${IMAGE}
}`;

const BLOG_TAXONOMY = `{
  _id, _type, "title": ${t('title')}, "uri": uri.current, "description": ${t('description')},
  "image": image ${IMAGE}
}`;

const BLOG_LANDING = `{
  _id, "title": ${t('title')}, "description": ${t('description')}, "uri": uri.current,
  "metaTitle": ${t('metaTitle')}, "metaDescription": ${t('metaDescription')},
  "metaImage": metaImage ${IMAGE},
  "categories": *[_type == "blogCategory"] | order(_id asc) ${TAXONOMY}
}`;

const CARD_SETTINGS = `"visibleOn": coalesce(config.visibleOn, [])`;

const CENTRA_DOCUMENT_CARD = `{
  _id, type, "title": ${t('title')}, "uri": uri.current, showTitleOnCard, tags,
  centraId, centraUri, "logo": logo ${IMAGE}
}`;

/** The cards of a page, each with its localized texts resolved and its references followed. */
const CARDS = `cards[] {
  _key, _type, ${CARD_SETTINGS},
  _type == "heading" => { "title": ${t('title')}, "subtitle": ${t('subtitle')} },
  _type == "slideshow" => { internalName, "slides": media[] { _key, link, "image": media.image ${IMAGE}, "mobileImage": media.mobileImage ${IMAGE}, "imageAlt": media.imageAlt } },
  _type == "productListing" => { uri, "productQuantity": coalesce(productQuantity, 8), "cta": coalesce(cta, false) },
  _type == "featuredBrandsCard" => { "brands": brands[]-> ${CENTRA_DOCUMENT_CARD} },
  _type == "deprecatedTopBrands" => { "brands": brands[] { _key, link, "image": image.image ${IMAGE}, "imageAlt": image.imageAlt } },
  _type == "featuredBlogPosts" => { "visible": coalesce(visible, true) },
  _type == "faqCard" => { "visible": coalesce(visible, true) },
  _type == "textCard" => { "title": ${t('title')}, "content": ${t('content')} },
  _type == "blockAlgoliaProducts" => { query, searchFields, type, title, description }
}`;

export const HOME_PAGE_QUERY = `*[_id == "homePage"][0] {
  _id, "metaTitle": ${t('metaTitle')}, "metaDescription": ${t('metaDescription')},
  "metaImage": metaImage ${IMAGE},
  ${CARDS}
}`;

const CENTRA_LANDING = `{
  _id, type, "title": ${t('title')}, "uri": uri.current,
  ${CARDS},
  "documents": documents[]-> ${CENTRA_DOCUMENT_CARD},
  "footerContent": ${t('footerContent')},
  "metaTitle": ${t('metaTitle')}, "metaDescription": ${t('metaDescription')},
  "metaImage": metaImage ${IMAGE}, metaImageAlt
}`;

const CENTRA_DOCUMENT = `{
  _id, type, "title": ${t('title')}, "uri": uri.current, showTitleOnCard, tags, centraId, centraUri,
  "description": ${t('description')}, "footerContent": ${t('footerContent')},
  "metaTitle": ${t('metaTitle')}, "metaDescription": ${t('metaDescription')},
  "logo": logo ${IMAGE}, "image": image ${IMAGE}, imageAlt
}`;

/** The blog's landing, whose title and categories every page of the blog shows. */
export const BLOG_LANDING_QUERY = `*[_type == "blogLanding"][0] ${BLOG_LANDING}`;

/** A brand, flavour or offer landing by its URI (a document's page names it in its trail). */
export const CENTRA_LANDING_QUERY = `*[_type == "centraLanding" && uri.current == $uri][0] ${CENTRA_LANDING}`;

/**
 * The document at a content URI with everything its page shows, in one read: its type says
 * which page it is, and only that type's fields are projected. Editors choose these URIs in
 * the studio; posts and legal pages exist once per language, the others once.
 */
export const CONTENT_PAGE_QUERY = `*[
  uri.current == $uri &&
  (_type in ["blogLanding", "blogAuthor", "blogCategory", "blogTag", "centraLanding", "centraDocument"] ||
   (_type in ["blogPost", "legalPage"] && language == $lang))
][0] {
  _type,
  _type == "blogLanding" => ${BLOG_LANDING},
  _type == "blogPost" => ${POST},
  _type == "blogCategory" => ${BLOG_TAXONOMY},
  _type == "blogTag" => ${BLOG_TAXONOMY},
  _type == "blogAuthor" => ${BLOG_AUTHOR},
  _type == "centraLanding" => ${CENTRA_LANDING},
  _type == "centraDocument" => ${CENTRA_DOCUMENT},
  _type == "legalPage" => ${LEGAL_PAGE}
}`;

export const FAQ_QUERY = `*[_type == "faqEntry"] | order(topic asc, order asc, _id asc) {
  _id, topic, showOnCard, "question": ${t('question')}, "answer": ${t('answer')}
}`;

const LINK = `{ _key, "title": ${t('title')}, link }`;

export const SITE_SETTINGS_QUERY = `*[_id == "siteSettings"][0] {
  _id, "navigation": navigation[] ${LINK},
  "footerNavigation": footerNavigation[] { _key, "title": ${t('title')}, "links": links[] ${LINK} },
  "freeShippingText": ${t('freeShippingText')},
  "footerText": ${t('footerText')},
  "newsletterText": ${t('newsletterText')},
  "shareImage": shareImage ${IMAGE},
  "shareImageAlt": ${t('shareImageAlt')},
  "legalPages": ${LEGAL_PAGES_IN_LANGUAGE} | order(kind asc) { _id, kind, title, "uri": uri.current }
}`;

/** Every published document's type (and language), for the embedded-mode studio page. */
export const DOCUMENT_COUNTS_QUERY = `*[!(_type match "sanity.*") && _type != "translation.metadata"] { _type, language }`;
