import type { SeedCatalogue } from '../../../seed/catalogue/seed-types';
import { coverSvg, logoSvg, COVER_NAMES } from './artwork';
import type { ImageRegistry } from './image-registry';
import { arrayReference, localized, localizedText } from './localized';
import type { ContentDocument } from './seed-document';
import type { SiteCopy } from './site-copy';
import { stableKey } from './stable-key';

const card = (type: string, index: number, fields: Record<string, unknown>) => ({
  _key: stableKey('home', type, index),
  _type: type,
  ...fields,
});

const settings = (...visibleOn: ('mobile' | 'desktop')[]) => ({ _type: 'cardSettings', visibleOn });

/** The home page: every card type once, some twice, so every card renders from the seed. */
export function homeDocument(
  catalogue: SeedCatalogue,
  copy: SiteCopy,
  images: ImageRegistry,
): ContentDocument {
  const home = copy.home;
  const [first, second, third, fourth] = catalogue.brands;
  const featured = [first, second, third, fourth].flatMap((brand) =>
    brand ? [`brand-${brand.uri}`] : [],
  );
  const topBrands = catalogue.brands.slice(4, 7).map((brand, index) => ({
    _key: stableKey('top-brand', brand.uri),
    _type: 'topBrand',
    image: {
      _type: 'altImage',
      image: images.add(logoSvg(brand.name, brand.colour, brand.accent), true),
      imageAlt: brand.name,
    },
    link: `/brands/${brand.uri}`,
    ...(index < 0 ? {} : {}),
  }));
  const cards = [
    card('heading', 0, {
      title: localized(home.heading),
      subtitle: localized(home.subtitle),
      config: settings(),
    }),
    card('slideshow', 0, {
      internalName: 'Home hero',
      media: home.slides.map((slide, index) => ({
        _key: stableKey('slide', index),
        _type: 'slideshowCard',
        link: slide.link,
        media: {
          _type: 'altImage',
          image: images.add(
            coverSvg(COVER_NAMES[(index * 5 + 3) % COVER_NAMES.length] as string),
            true,
          ),
          mobileImage: index === 0 ? images.add(coverSvg('cover-lifestyle'), true) : undefined,
          imageAlt: slide.alt.en,
        },
      })),
      config: settings(),
    }),
    card('productListing', 0, {
      uri: 'nicotine-pouches',
      productQuantity: 8,
      cta: true,
      config: settings(),
    }),
    card('featuredBrandsCard', 0, {
      brands: featured.map((id) => arrayReference('home-featured', id)),
      config: settings(),
    }),
    card('deprecatedTopBrands', 0, { brands: topBrands }),
    card('blockAlgoliaProducts', 0, {
      query: 'mint',
      searchFields: ['flavour'],
      type: 'slideshow',
    }),
    card('productListing', 1, {
      uri: 'new-arrivals',
      productQuantity: 4,
      cta: false,
      config: settings('desktop'),
    }),
    card('featuredBlogPosts', 0, { visible: true, config: settings() }),
    card('blockAlgoliaProducts', 1, {
      query: 'Espresso',
      searchFields: ['title'],
      type: 'singular',
      title: home.productSearchTitle.en,
      description: home.productSearchDescription.en,
    }),
    card('textCard', 0, {
      title: localized(home.textCardTitle),
      content: localizedText(home.textCardContent),
      config: settings(),
    }),
    card('faqCard', 0, { visible: true, config: settings('mobile', 'desktop') }),
  ];
  return {
    _id: 'homePage',
    _type: 'homePage',
    internalName: 'Home page',
    cards: JSON.parse(JSON.stringify(cards)) as unknown[],
    metaTitle: localized(home.metaTitle),
    metaDescription: localizedText(home.metaDescription),
    metaImage: images.add(coverSvg('cover-pouches-intro')),
  };
}
