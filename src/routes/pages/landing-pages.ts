import type { ContentDocument } from '../../adapters/content/content-service';
import { editsOf, localizedFieldPath } from '../../render/edit-attributes';
import type { InitialState } from '../../contract/initial-state';
import { cardProducts } from '../../contract/page-data';
import { CURRENT_MARKET_CATEGORY_ID, type Product } from '../../domain/catalogue';
import { contentCards, sizedImage } from '../../render/content-cards';
import { contentHref } from '../../render/content-links';
import { productCard } from '../../render/product-cards';
import { pageState, pageTitle, shareImageMeta } from '../../render/page-state';
import { shareImageOf } from '../../render/share-image';
import type { PageContext } from './page-context';

/** Which catalogue products a brand, flavour or offer document stands for (its Centra sync fields). */
function belongsTo(type: string, centraId: string | undefined, centraUri: string | undefined) {
  return (product: Product) => {
    switch (type) {
      case 'brands':
        return (
          product.brand === centraId || (centraUri !== undefined && product.brandUri === centraUri)
        );
      case 'flavour':
        return product.flavour === centraId;
      case 'offer_text':
        return product.offer_text === centraId;
      default:
        return false;
    }
  };
}

/** A brand, flavour or offer landing page at its content URI, with its documents. */
export async function landingPage(
  context: PageContext,
  _uri: string,
  landing: ContentDocument<'centraLanding'>,
): Promise<InitialState | undefined> {
  const { request, imageUrl } = context;
  const input = await context.input;
  return pageState(
    input,
    {
      kind: 'landing',
      title: landing.title,
      cards: contentCards(request, imageUrl, landing.cards, {
        featuredPosts: [],
        faq: [],
        faqHref: '',
        owner: { _id: landing._id, _type: 'centraLanding' },
      }),
      documents: landing.documents.map((document) => ({
        key: document._id,
        title: document.title,
        href: contentHref(request, document.uri),
        showTitle: document.showTitleOnCard,
        ...(document.logo
          ? { logo: sizedImage(imageUrl, document.logo, 240, document.title) }
          : {}),
        ...editsOf(
          request.edit,
          { _id: document._id, _type: 'centraDocument' },
          {
            title: localizedFieldPath('title', document.shown),
            logo: 'logo',
          },
        ),
      })),
      ...(landing.footerContent ? { footerContent: landing.footerContent } : {}),
      ...editsOf(
        request.edit,
        { _id: landing._id, _type: 'centraLanding' },
        {
          title: localizedFieldPath('title', landing.shown),
          footerContent: localizedFieldPath('footerContent', landing.shown),
        },
      ),
    },
    {
      title: landing.metaTitle ?? pageTitle(input, landing.title),
      description: landing.metaDescription ?? landing.title,
      ...shareImageMeta(
        shareImageOf(imageUrl, landing.metaImage, landing.metaImageAlt ?? landing.title),
      ),
    },
  );
}

/** A brand, flavour or offer document below its landing page, with the products it stands for. */
export async function landingDocumentPage(
  context: PageContext,
  uri: string,
  document: ContentDocument<'centraDocument'>,
): Promise<InitialState | undefined> {
  const { content, request, imageUrl, catalogue } = context;
  const landingUri = uri.split('/')[0] ?? '';
  // The landing (for its title) and the catalogue are read together, not one after another.
  const [landing, { products: all }, input] = await Promise.all([
    content.centraLanding(landingUri),
    catalogue.products(request.market.language, {
      categories: [CURRENT_MARKET_CATEGORY_ID],
      relatedProducts: true,
      limit: 1000,
    }),
    context.input,
  ]);
  const matching = all.filter(belongsTo(document.type, document.centraId, document.centraUri));
  return pageState(
    input,
    {
      kind: 'landing-document',
      title: document.title,
      ...(document.description ? { description: document.description } : {}),
      ...(document.image
        ? {
            image: sizedImage(imageUrl, document.image, 1200, document.imageAlt ?? document.title),
          }
        : {}),
      ...(document.logo ? { logo: sizedImage(imageUrl, document.logo, 160, document.title) } : {}),
      products: cardProducts(matching.map((product) => productCard(request, product))),
      ...(document.footerContent ? { footerContent: document.footerContent } : {}),
      ...editsOf(
        request.edit,
        { _id: document._id, _type: 'centraDocument' },
        {
          title: localizedFieldPath('title', document.shown),
          description: localizedFieldPath('description', document.shown),
          image: 'image',
          logo: 'logo',
          footerContent: localizedFieldPath('footerContent', document.shown),
        },
      ),
      landing: { title: landing?.title ?? landingUri, href: contentHref(request, landingUri) },
    },
    {
      title: document.metaTitle ?? pageTitle(input, document.title),
      description: document.metaDescription ?? document.description ?? document.title,
      ...shareImageMeta(
        shareImageOf(imageUrl, document.image, document.imageAlt ?? document.title),
      ),
      breadcrumbs: {
        trail: [{ title: landing?.title ?? landingUri, href: contentHref(request, landingUri) }],
        current: document.title,
      },
    },
  );
}
