import { FLAVOURS } from '../../../src/domain/catalogue/product';
import type { SeedCatalogue } from '../../../seed/catalogue/seed-types';
import { slugify } from '../../validation/slugify';
import { coverSvg, logoSvg } from './artwork';
import type { ImageRegistry } from './image-registry';
import { arrayReference, localized, localizedText } from './localized';
import type { ContentDocument } from './seed-document';
import type { SiteCopy } from './site-copy';
import { stableKey } from './stable-key';

/** The landing pages of each Centra document type, and the URI each one owns. */
const CENTRA_LANDINGS = [
  { type: 'brands', uri: 'brands', copy: 'brands' },
  { type: 'flavour', uri: 'flavours', copy: 'flavours' },
  { type: 'offer_text', uri: 'offers', copy: 'offers' },
] as const;

const FLAVOUR_COLOURS: Record<string, [string, string]> = {
  berry: ['#6b2d5c', '#f2b5d4'],
  fruit: ['#b4541a', '#ffd59e'],
  other: ['#444444', '#dddddd'],
  cola: ['#3b1f12', '#e8b48a'],
  liquorice: ['#1b1b1b', '#bdbdbd'],
  mint: ['#0f5a4a', '#b8f3e4'],
  coffee: ['#4a2c1a', '#e6c9a8'],
  citrus: ['#a87b00', '#fff2a8'],
  natural: ['#5a5540', '#efe9cc'],
};

const landingId = (uri: string) => `centra-landing-${uri}`;

/**
 * What the Centra sync writes into the content studio: one document per brand, flavour and
 * offer of the catalogue (centraId and centraUri name it in Centra), with editorial text.
 */
export function centraDocuments(
  catalogue: SeedCatalogue,
  copy: SiteCopy,
  images: ImageRegistry,
): ContentDocument[] {
  const brands = catalogue.brands.map((brand, index) => {
    const texts = copy.brands[brand.name];
    if (!texts) throw new Error(`site-copy.json has no texts for the brand ${brand.name}`);
    return {
      _id: `brand-${brand.uri}`,
      _type: 'centraDocument',
      type: 'brands',
      title: localized({ en: brand.name }),
      description: localizedText(texts.description),
      footerContent: localizedText(texts.footerContent),
      metaTitle: localized({
        en: `${brand.name} nicotine pouches`,
        sv: `${brand.name} nikotinpåsar`,
        de: `${brand.name} Nikotinbeutel`,
        fi: `${brand.name} nikotiinipussit`,
      }),
      metaDescription: localizedText({ en: brand.metaDescription }),
      uri: { _type: 'slug', current: `brands/${brand.uri}` },
      tags: index % 6 === 0 ? ['newArrival'] : [],
      showTitleOnCard: index % 2 === 0,
      logo: images.add(logoSvg(brand.name, brand.colour, brand.accent)),
      image: images.add(coverSvg('cover-brands'), true),
      imageAlt: `${brand.name} cans on a stone table`,
      centraId: String(brand.id),
      centraUri: brand.uri,
    };
  });

  const flavours = FLAVOURS.filter((flavour) => copy.flavours[flavour]).map((flavour) => {
    const texts = copy.flavours[flavour];
    if (!texts) throw new Error(`site-copy.json has no texts for the flavour ${flavour}`);
    const [colour, accent] = FLAVOUR_COLOURS[flavour] ?? ['#333333', '#eeeeee'];
    return {
      _id: `flavour-${flavour}`,
      _type: 'centraDocument',
      type: 'flavour',
      title: localized(texts.title),
      description: localizedText(texts.description),
      metaTitle: localized(texts.title),
      metaDescription: localizedText(texts.metaDescription),
      uri: { _type: 'slug', current: `flavours/${flavour}` },
      tags: [],
      showTitleOnCard: true,
      logo: images.add(logoSvg(texts.title.en, colour, accent)),
      centraId: flavour,
      centraUri: flavour,
    };
  });

  const offerTexts = [
    ...new Set(
      catalogue.products.flatMap((product) => (product.offerText ? [product.offerText] : [])),
    ),
  ].sort();
  const offers = offerTexts.map((offerText) => ({
    _id: `offer-${slugify(offerText)}`,
    _type: 'centraDocument',
    type: 'offer_text',
    title: localized({ en: offerText }),
    metaTitle: localized({ en: `${offerText} | Nicotine pouch offers` }),
    uri: { _type: 'slug', current: `offers/${slugify(offerText)}` },
    tags: [],
    showTitleOnCard: true,
    logo: images.add(logoSvg('%', '#8a1c1c', '#ffe2dc')),
    centraId: offerText,
    centraUri: slugify(offerText),
  }));

  const byType: Record<string, ContentDocument[]> = {
    brands,
    flavour: flavours,
    offer_text: offers,
  };
  const landings = CENTRA_LANDINGS.map(({ type, uri, copy: copyKey }) => {
    const texts = copy.landings[copyKey];
    if (!texts) throw new Error(`site-copy.json has no landing texts for ${copyKey}`);
    return {
      _id: landingId(uri),
      _type: 'centraLanding',
      type,
      title: localized(texts.title),
      cards: [
        {
          _key: stableKey(uri, 'heading'),
          _type: 'heading',
          title: localized(texts.title),
          subtitle: localized(texts.subtitle),
        },
      ],
      documents: (byType[type] ?? []).map((document) =>
        arrayReference(landingId(uri), document._id),
      ),
      footerContent: localizedText(texts.footerContent),
      metaTitle: localized(texts.metaTitle),
      metaDescription: localizedText(texts.metaDescription),
      metaImage: images.add(coverSvg('cover-brands')),
      metaImageAlt: texts.title.en,
      uri: { _type: 'slug', current: uri },
    };
  });
  return [...landings, ...brands, ...flavours, ...offers];
}
