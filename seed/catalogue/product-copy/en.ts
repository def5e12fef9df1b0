import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** "long" completes "X has …"; "short" completes "pouches with …". */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'a cool, fresh mint taste', short: 'a cool mint taste' },
  berry: { long: 'a juicy, sweet-tart berry taste', short: 'a juicy berry taste' },
  fruit: { long: 'a ripe, rounded fruit taste', short: 'a ripe fruit taste' },
  cola: { long: 'a sweet, classic cola taste', short: 'a sweet cola taste' },
  liquorice: { long: 'a deep, rich liquorice taste', short: 'a rich liquorice taste' },
  coffee: { long: 'a smooth, roasted coffee taste', short: 'a roasted coffee taste' },
  citrus: { long: 'a bright, zesty citrus taste', short: 'a zesty citrus taste' },
  natural: { long: 'a clean, neutral taste', short: 'a neutral taste' },
  other: { long: 'a distinctive, less usual taste', short: 'a distinctive taste' },
};

/** "adjective" qualifies "nicotine pouches"; "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: { adjective: 'slim', fit: 'The slim pouches sit discreetly under the lip' },
  mini: { adjective: 'mini', fit: 'The mini pouches are small and light under the lip' },
  normal: { adjective: 'regular-size', fit: 'The regular-size pouches give a classic fit' },
  large: {
    adjective: 'large',
    fit: 'The large pouches fill out more and release the flavour generously',
  },
  superslim: {
    adjective: 'super slim',
    fit: 'The super slim pouches are extra thin and barely noticeable',
  },
};

const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'weak', advice: 'a gentle choice for lighter use' },
  '2': { name: 'normal', advice: 'a balanced strength for everyday use' },
  '3': { name: 'strong', advice: 'best suited to those used to nicotine pouches' },
  '4': { name: 'extra strong', advice: 'intended for experienced users only' },
};

const SAFETY =
  'The tobacco-free white pouches are for adults 18+ only; keep out of reach of children.';

export const en: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'icy mint',
    Spearmint: 'spearmint',
    Peppermint: 'peppermint',
    'Frost Mint': 'frosty mint',
    Menthol: 'menthol',
    Blueberry: 'blueberry',
    Raspberry: 'raspberry',
    Lingonberry: 'lingonberry',
    Cloudberry: 'cloudberry',
    Blackcurrant: 'blackcurrant',
    'Wild Berries': 'wild berries',
    Mango: 'mango',
    Peach: 'peach',
    Watermelon: 'watermelon',
    'Green Apple': 'green apple',
    Pineapple: 'pineapple',
    'Passion Fruit': 'passion fruit',
    'Cherry Cola': 'cherry',
    'Vanilla Cola': 'vanilla',
    'Lime Cola': 'lime',
    'Salty Liquorice': 'salty liquorice',
    'Sweet Liquorice': 'sweet liquorice',
    'Liquorice Mint': 'mint',
    Anise: 'anise',
    Espresso: 'espresso',
    'Cold Brew': 'cold brew',
    Mocha: 'chocolate',
    'Caramel Latte': 'caramel',
    Lemon: 'lemon',
    Lime: 'lime',
    Grapefruit: 'grapefruit',
    'Blood Orange': 'blood orange',
    Yuzu: 'yuzu',
    Bergamot: 'bergamot',
    Elderflower: 'elderflower',
    Eucalyptus: 'eucalyptus',
    Cinnamon: 'cinnamon',
    Vanilla: 'vanilla',
    Ginger: 'ginger',
    Rhubarb: 'rhubarb',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Tobacco-free ${FORMATS[format].adjective} nicotine pouches with ${TASTES[flavour].short} and ${nicotineMg} mg nicotine per pouch (strength ${strength} of 4).`,
  description(input) {
    const note = noteOf(en.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} has ${TASTES[input.flavour].long}${note ? ` with clear notes of ${note}` : ''}.`,
      `With ${input.nicotineMg} mg nicotine per pouch it is rated ${strength.name}, strength ${input.strength} of 4 – ${strength.advice}.`,
      `${FORMATS[input.format].fit}, and each can holds ${input.pouches} pouches.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${nicotineMg} mg nicotine pouches`,
  metaDescription({ name, flavour, format, nicotineMg: mg, pouches }) {
    const taste = TASTES[flavour].short;
    return fitting([
      `${name}: ${taste}, ${mg} mg nicotine per pouch, ${pouches} tobacco-free ${FORMATS[format].adjective} pouches per can. For adults 18+.`,
      `${name}: ${taste}, ${mg} mg nicotine per pouch, ${pouches} tobacco-free pouches per can. 18+.`,
      `${name}: ${mg} mg nicotine per pouch, ${pouches} pouches per can. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Buy ${name} online: tobacco-free ${FORMATS[format].adjective} nicotine pouches from ${brand} with ${TASTES[flavour].short}. ${nicotineMg} mg nicotine per pouch, ${pouches} pouches per can, strength ${strength} of 4 (${STRENGTHS[strength].name}). For adults 18+ only.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name}, ${nicotineMg} mg/pouch, ${pouches} pouches per can.`,
  pouchesPerCan: (count) => `${count} pouches`,
  portionsPerCan: (count) => `${count} portions`,
  nicotinePerPouch: (mg) => `${mg} mg/pouch`,
  packName: (singleName, quantity) => `${singleName} ${quantity}-pack`,
  singleCanVariant: 'Single can',
  packVariant: (quantity) => `${quantity}-pack`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30 % off – while stocks last';
      case 'thirty-percent-single-can':
        return '30 % off the single can';
      case 'percent-off-this-week':
        return `${offer.percent} % off this week`;
      case 'campaign-price':
        return `Campaign price: ${offer.percent} % off`;
      case 'buy-ten-save':
        return `Buy 10, save ${offer.percent} %`;
    }
  },
};
