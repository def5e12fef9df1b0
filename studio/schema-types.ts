import type { SchemaTypeDefinition } from 'sanity';
import { blogAuthor } from './documents/blog-author';
import { blogCategory } from './documents/blog-category';
import { blogLanding } from './documents/blog-landing';
import { blogPost } from './documents/blog-post';
import { blogTag } from './documents/blog-tag';
import { centraDocument } from './documents/centra-document';
import { centraLanding } from './documents/centra-landing';
import { faqEntry } from './documents/faq-entry';
import { homePage } from './documents/home-page';
import { legalPage } from './documents/legal-page';
import { siteSettings } from './documents/site-settings';
import { altImage } from './objects/alt-image';
import { blockAlgoliaProducts } from './objects/block-algolia-products';
import { blockButton } from './objects/block-button';
import { blockCallout } from './objects/block-callout';
import { blockImage } from './objects/block-image';
import { cardSettings } from './objects/card-settings';
import { deprecatedTopBrands } from './objects/deprecated-top-brands';
import { faqCard } from './objects/faq-card';
import { featuredBlogPosts } from './objects/featured-blog-posts';
import { featuredBrandsCard } from './objects/featured-brands-card';
import { heading } from './objects/heading';
import { link } from './objects/link';
import { navigationGroup } from './objects/navigation-group';
import { productListing } from './objects/product-listing';
import { slideshow } from './objects/slideshow';
import { slideshowCard } from './objects/slideshow-card';
import { textCard } from './objects/text-card';
import { topBrand } from './objects/top-brand';

/**
 * The Studio's document types.
 * @internal Exported for the tests too, which check the schema and the seed against it.
 */
export const DOCUMENT_TYPES = [
  homePage,
  blogLanding,
  blogPost,
  blogAuthor,
  blogCategory,
  blogTag,
  centraLanding,
  centraDocument,
  faqEntry,
  legalPage,
  siteSettings,
];

/**
 * The objects the documents are made of.
 * @internal Exported for the tests too, which check the schema and the seed against it.
 */
export const OBJECT_TYPES = [
  altImage,
  link,
  navigationGroup,
  cardSettings,
  blockButton,
  blockCallout,
  blockImage,
  blockAlgoliaProducts,
  productListing,
  heading,
  slideshowCard,
  slideshow,
  topBrand,
  deprecatedTopBrands,
  featuredBlogPosts,
  faqCard,
  featuredBrandsCard,
  textCard,
];

/** The studio's own types; the localization plugins add theirs (see plugins.ts). */
export const schemaTypes: SchemaTypeDefinition[] = [...DOCUMENT_TYPES, ...OBJECT_TYPES];

/** Documents that exist once, under a fixed id. */
export const SINGLETON_IDS = {
  homePage: 'homePage',
  blogLanding: 'blogLanding',
  siteSettings: 'siteSettings',
} as const;
