import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** "long" completes "X har …"; "short" completes "portioner med …". */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'en sval och frisk mintsmak', short: 'sval mintsmak' },
  berry: { long: 'en saftig och sötsyrlig bärsmak', short: 'saftig bärsmak' },
  fruit: { long: 'en mogen och rund fruktsmak', short: 'mogen fruktsmak' },
  cola: { long: 'en söt och klassisk colasmak', short: 'söt colasmak' },
  liquorice: { long: 'en djup och fyllig lakritssmak', short: 'fyllig lakritssmak' },
  coffee: { long: 'en mjuk och rostad kaffesmak', short: 'rostad kaffesmak' },
  citrus: { long: 'en frisk och syrlig citrussmak', short: 'syrlig citrussmak' },
  natural: { long: 'en ren och neutral smak', short: 'neutral smak' },
  other: { long: 'en särpräglad och lite ovanlig smak', short: 'särpräglad smak' },
};

/** "adjective" qualifies "nikotinportioner"; "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: { adjective: 'smala', fit: 'De smala portionerna sitter diskret under läppen' },
  mini: { adjective: 'små', fit: 'Miniportionerna är små och lätta under läppen' },
  normal: {
    adjective: 'normalstora',
    fit: 'Portionerna i normalstorlek ger en klassisk passform',
  },
  large: {
    adjective: 'stora',
    fit: 'De stora portionerna fyller ut mer och ger generöst med smak',
  },
  superslim: {
    adjective: 'extra smala',
    fit: 'De extra smala portionerna är tunna och knappt märkbara',
  },
};

const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'svag', advice: 'ett milt val för den som vill ha det lätt' },
  '2': { name: 'normal', advice: 'en balanserad styrka för vardagsbruk' },
  '3': { name: 'stark', advice: 'bäst för den som är van vid nikotinportioner' },
  '4': { name: 'extra stark', advice: 'endast avsedd för vana användare' },
};

const SAFETY =
  'De tobaksfria vita portionerna är endast för vuxna över 18 år; förvara dem oåtkomligt för barn.';

export const sv: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'ismint',
    Spearmint: 'grönmynta',
    Peppermint: 'pepparmint',
    'Frost Mint': 'frostig mint',
    Menthol: 'mentol',
    Blueberry: 'blåbär',
    Raspberry: 'hallon',
    Lingonberry: 'lingon',
    Cloudberry: 'hjortron',
    Blackcurrant: 'svarta vinbär',
    'Wild Berries': 'skogsbär',
    Mango: 'mango',
    Peach: 'persika',
    Watermelon: 'vattenmelon',
    'Green Apple': 'grönt äpple',
    Pineapple: 'ananas',
    'Passion Fruit': 'passionsfrukt',
    'Cherry Cola': 'körsbär',
    'Vanilla Cola': 'vanilj',
    'Lime Cola': 'lime',
    'Salty Liquorice': 'saltlakrits',
    'Sweet Liquorice': 'söt lakrits',
    'Liquorice Mint': 'mint',
    Anise: 'anis',
    Espresso: 'espresso',
    'Cold Brew': 'kallbryggt kaffe',
    Mocha: 'choklad',
    'Caramel Latte': 'kola',
    Lemon: 'citron',
    Lime: 'lime',
    Grapefruit: 'grapefrukt',
    'Blood Orange': 'blodapelsin',
    Yuzu: 'yuzu',
    Bergamot: 'bergamott',
    Elderflower: 'fläder',
    Eucalyptus: 'eukalyptus',
    Cinnamon: 'kanel',
    Vanilla: 'vanilj',
    Ginger: 'ingefära',
    Rhubarb: 'rabarber',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Tobaksfria ${FORMATS[format].adjective} nikotinportioner med ${TASTES[flavour].short} och ${nicotineMg} mg nikotin per portion (styrka ${strength} av 4).`,
  description(input) {
    const note = noteOf(sv.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} har ${TASTES[input.flavour].long}${note ? ` med tydliga toner av ${note}` : ''}.`,
      `Med ${input.nicotineMg} mg nikotin per portion har den styrka ${input.strength} av 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}, och varje dosa innehåller ${input.pouches} portioner.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${nicotineMg} mg nikotinportioner`,
  metaDescription: ({ name, flavour, format, nicotineMg: mg, pouches }) =>
    fitting([
      `${name}: ${TASTES[flavour].short}, ${mg} mg nikotin per portion, ${pouches} tobaksfria ${FORMATS[format].adjective} portioner per dosa. För vuxna 18+.`,
      `${name}: ${TASTES[flavour].short}, ${mg} mg nikotin per portion, ${pouches} tobaksfria portioner per dosa. 18+.`,
      `${name}: ${mg} mg nikotin per portion, ${pouches} portioner per dosa. 18+.`,
      `${name}. 18+.`,
    ]),
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Köp ${name} på nätet: tobaksfria ${FORMATS[format].adjective} nikotinportioner från ${brand} med ${TASTES[flavour].short}. ${nicotineMg} mg nikotin per portion, ${pouches} portioner per dosa, styrka ${strength} av 4 (${STRENGTHS[strength].name}). Endast för vuxna över 18 år.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name}, ${nicotineMg} mg/portion, ${pouches} portioner per dosa.`,
  pouchesPerCan: (count) => `${count} påsar`,
  portionsPerCan: (count) => `${count} portioner`,
  nicotinePerPouch: (mg) => `${mg} mg/portion`,
  packName: (singleName, quantity) => `${singleName} ${quantity}-pack`,
  singleCanVariant: 'Enstaka dosa',
  packVariant: (quantity) => `${quantity}-pack`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30 % rabatt – så länge lagret räcker';
      case 'thirty-percent-single-can':
        return '30 % rabatt på enstaka dosa';
      case 'percent-off-this-week':
        return `${offer.percent} % rabatt hela veckan`;
      case 'campaign-price':
        return `Kampanjpris: ${offer.percent} % rabatt`;
      case 'buy-ten-save':
        return `Köp 10, spara ${offer.percent} %`;
    }
  },
};
