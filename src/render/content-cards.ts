import type {
  CardData,
  FaqItem,
  ImageData,
  PostCard,
  CardProduct,
  ProductsCard,
  RichBlock,
} from '../contract/page-data';
import type {
  ContentCard,
  ContentImage,
  FaqEntry,
  PortableTextBlocks,
  PostSummary,
} from '../adapters/content/content-schemas';
import type { ImageSize } from '../adapters/content/image-url';
import type { RequestMarket } from '../app-env';
import { contentHref, shopHref } from './content-links';
import {
  editsOf,
  localizedFieldPath,
  type EditAttribute,
  type EditedDocument,
} from './edit-attributes';

export type ImageUrl = (image: ContentImage | undefined, size: ImageSize) => string | undefined;

/** An image sized for its slot, keeping its aspect so the layout never shifts. */
export function sizedImage(
  imageUrl: ImageUrl,
  image: ContentImage | undefined,
  width: number,
  alt: string,
): ImageData | undefined {
  const src = imageUrl(image, { width });
  const dimensions = image?.asset.metadata?.dimensions;
  if (!src || !dimensions) return undefined;
  return { src, width, height: Math.round((width * dimensions.height) / dimensions.width), alt };
}

export function postCard(request: RequestMarket, imageUrl: ImageUrl, post: PostSummary): PostCard {
  return {
    ...editsOf(
      request.edit,
      { _id: post._id, _type: 'blogPost' },
      {
        title: 'title',
        excerpt: 'excerpt',
        image: 'image',
      },
    ),
    id: post._id,
    title: post.title,
    href: contentHref(request, post.uri),
    ...(post.excerpt ? { excerpt: post.excerpt } : {}),
    ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
    ...(post.image ? { image: sizedImage(imageUrl, post.image, 640, post.imageAlt ?? '') } : {}),
    categories: post.categories.map((category) => ({
      title: category.title,
      href: contentHref(request, category.uri),
    })),
  };
}

export const faqItem = (entry: FaqEntry, edit?: EditAttribute): FaqItem => ({
  id: entry._id,
  topic: entry.topic,
  question: entry.question,
  answer: entry.answer,
  ...editsOf(
    edit,
    { _id: entry._id, _type: 'faqEntry' },
    {
      question: localizedFieldPath('question', entry.shown),
      answer: localizedFieldPath('answer', entry.shown),
    },
  ),
});

/**
 * The page's cards in the page's language, with links localized and images sized. Cards
 * that show products come with the product views (the product issue); the rest are here.
 */
export function contentCards(
  request: RequestMarket,
  imageUrl: ImageUrl,
  cards: ContentCard[],
  extras: {
    featuredPosts: PostSummary[];
    faq: FaqEntry[];
    faqHref: string;
    products?: ReadonlyMap<string, ProductsCard>;
    /** The document the cards are in (the home page, a landing), where draft mode edits them. */
    owner?: EditedDocument;
  },
): CardData[] {
  const { edit } = request;
  return cards.flatMap((card): CardData[] => {
    const base = { key: card._key, visibleOn: card.visibleOn };
    const at = `cards[_key=="${card._key}"]`;
    const editsIn = <K extends string>(paths: Partial<Record<K, string>>) =>
      extras.owner ? editsOf<K>(edit, extras.owner, paths) : {};
    switch (card._type) {
      case 'heading':
        return [
          {
            ...base,
            kind: 'heading',
            title: card.title,
            ...(card.subtitle ? { subtitle: card.subtitle } : {}),
            ...editsIn({
              title: `${at}.${localizedFieldPath('title', card.shown)}`,
              subtitle: `${at}.${localizedFieldPath('subtitle', card.shown)}`,
            }),
          },
        ];
      case 'slideshow':
        return [
          {
            ...base,
            kind: 'slideshow',
            slides: card.slides.map((slide) => ({
              key: slide._key,
              href: shopHref(request, slide.link),
              ...editsIn({ image: `${at}.media[_key=="${slide._key}"].media.image` }),
              ...(slide.image
                ? { image: sizedImage(imageUrl, slide.image, 1200, slide.imageAlt ?? '') }
                : {}),
              ...(slide.mobileImage
                ? {
                    mobileImage: sizedImage(imageUrl, slide.mobileImage, 600, slide.imageAlt ?? ''),
                  }
                : {}),
            })),
          },
        ];
      case 'featuredBrandsCard':
        return [
          {
            ...base,
            kind: 'featuredBrands',
            brands: card.brands.map((brand) => ({
              key: brand._id,
              title: brand.title,
              ...editsOf(
                edit,
                { _id: brand._id, _type: 'centraDocument' },
                {
                  title: localizedFieldPath('title', brand.shown),
                  logo: 'logo',
                },
              ),
              href: contentHref(request, brand.uri),
              showTitle: brand.showTitleOnCard,
              ...(brand.logo ? { logo: sizedImage(imageUrl, brand.logo, 240, brand.title) } : {}),
            })),
          },
        ];
      case 'deprecatedTopBrands':
        // Small screens only, whatever the card's own settings say.
        return [
          {
            ...base,
            visibleOn: ['mobile'],
            kind: 'topBrands',
            brands: card.brands.map((brand) => ({
              key: brand._key,
              href: shopHref(request, brand.link),
              ...editsIn({ image: `${at}.brands[_key=="${brand._key}"].image.image` }),
              ...(brand.image
                ? { image: sizedImage(imageUrl, brand.image, 200, brand.imageAlt ?? '') }
                : {}),
            })),
          },
        ];
      case 'featuredBlogPosts':
        return card.visible
          ? [
              {
                ...base,
                kind: 'featuredPosts',
                posts: extras.featuredPosts.map((post) => postCard(request, imageUrl, post)),
              },
            ]
          : [];
      case 'faqCard':
        return card.visible
          ? [
              {
                ...base,
                kind: 'faq',
                entries: extras.faq
                  .filter((entry) => entry.showOnCard)
                  .map((entry) => faqItem(entry, edit)),
                moreHref: extras.faqHref,
              },
            ]
          : [];
      case 'textCard':
        return [
          {
            ...base,
            kind: 'text',
            content: card.content,
            ...(card.title ? { title: card.title } : {}),
            ...editsIn({
              title: `${at}.${localizedFieldPath('title', card.shown)}`,
              content: `${at}.${localizedFieldPath('content', card.shown)}`,
            }),
          },
        ];
      case 'productListing':
      case 'blockAlgoliaProducts': {
        const products = extras.products?.get(card._key);
        return products ? [products] : [];
      }
      default:
        return [];
    }
  });
}

interface RawBlock {
  _type: string;
  _key: string;
  style?: string;
  children?: { text?: string; marks?: string[] }[];
  source?: ContentImage;
  alt?: string;
  title?: string;
  link?: string;
  content?: string;
  query?: string;
  searchFields?: string[];
  type?: 'singular' | 'slideshow';
  description?: string;
}

/** A post's Portable Text as the renderer's blocks; unknown block types are left out. */
export function richBlocks(
  request: RequestMarket,
  imageUrl: ImageUrl,
  blocks: PortableTextBlocks,
  products: ReadonlyMap<string, CardProduct[]> = new Map(),
  /** The document the text is in (`content`), where draft mode edits each block. */
  owner?: EditedDocument,
): RichBlock[] {
  const { edit } = request;
  return (blocks as RawBlock[]).flatMap((block): RichBlock[] =>
    richBlock(request, imageUrl, block, products).map((rich) =>
      edit && owner ? { ...rich, edit: edit(owner, `content[_key=="${block._key}"]`) } : rich,
    ),
  );
}

function richBlock(
  request: RequestMarket,
  imageUrl: ImageUrl,
  block: RawBlock,
  products: ReadonlyMap<string, CardProduct[]>,
): RichBlock[] {
  switch (block._type) {
    case 'block':
      return [
        {
          kind: 'text',
          key: block._key,
          style: block.style ?? 'normal',
          spans: (block.children ?? []).map((span) => ({
            text: span.text ?? '',
            marks: span.marks ?? [],
          })),
        },
      ];
    case 'blockImage':
      return [
        {
          kind: 'image',
          key: block._key,
          ...(block.source
            ? { image: sizedImage(imageUrl, block.source, 960, block.alt ?? '') }
            : {}),
        },
      ];
    case 'blockButton':
      return block.title && block.link
        ? [
            {
              kind: 'button',
              key: block._key,
              title: block.title,
              href: shopHref(request, block.link),
            },
          ]
        : [];
    case 'blockCallout':
      return block.content ? [{ kind: 'callout', key: block._key, content: block.content }] : [];
    case 'blockAlgoliaProducts':
      return [
        {
          kind: 'products',
          key: block._key,
          query: block.query ?? '',
          searchFields: block.searchFields ?? [],
          display: block.type ?? 'singular',
          ...(block.title ? { title: block.title } : {}),
          ...(block.description ? { description: block.description } : {}),
          products: products.get(block._key) ?? [],
        },
      ];
    default:
      return [];
  }
}
