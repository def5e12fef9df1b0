import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/**
 * "long" completes "X heeft …"; "short" is the taste without article, used as "met een …"
 * and on its own in lists. Every taste is a de-word, so the adjectives always take -e.
 */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'een koele, frisse muntsmaak', short: 'koele muntsmaak' },
  berry: { long: 'een sappige, zoetzure bessensmaak', short: 'sappige bessensmaak' },
  fruit: { long: 'een rijpe, volle fruitsmaak', short: 'rijpe fruitsmaak' },
  cola: { long: 'een zoete, klassieke colasmaak', short: 'zoete colasmaak' },
  liquorice: { long: 'een diepe, volle dropsmaak', short: 'volle dropsmaak' },
  coffee: { long: 'een zachte, volle koffiesmaak', short: 'volle koffiesmaak' },
  citrus: { long: 'een heldere, frisse citrussmaak', short: 'frisse citrussmaak' },
  natural: { long: 'een zuivere, neutrale smaak', short: 'neutrale smaak' },
  other: { long: 'een bijzondere, minder alledaagse smaak', short: 'bijzondere smaak' },
};

/**
 * "before" is an inflected adjective in front of a plural noun ("slanke zakjes"), "after" a
 * phrase behind it ("zakjes in normaal formaat"); "fit" opens the format sentence.
 */
const FORMATS: Readonly<Record<Format, { before: string; after: string; fit: string }>> = {
  slim: { before: 'slanke ', after: '', fit: 'De slanke zakjes zitten discreet onder de lip' },
  mini: { before: 'kleine ', after: '', fit: 'De minizakjes zijn klein en licht onder de lip' },
  normal: {
    before: '',
    after: ' in normaal formaat',
    fit: 'De zakjes in normaal formaat hebben een vertrouwde, klassieke pasvorm',
  },
  large: {
    before: 'grote ',
    after: '',
    fit: 'De grote zakjes vullen meer en geven de smaak royaal af',
  },
  superslim: {
    before: 'extra slanke ',
    after: '',
    fit: 'De extra slanke zakjes zijn superdun en nauwelijks merkbaar',
  },
};

/** A plural noun ("zakjes", "nicotinezakjes") described by its format. */
const inFormat = (format: Format, noun: string): string =>
  `${FORMATS[format].before}${noun}${FORMATS[format].after}`;

const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'licht', advice: 'een milde keuze voor wie het rustig aan wil doen' },
  '2': { name: 'normaal', advice: 'een evenwichtige sterkte voor dagelijks gebruik' },
  '3': { name: 'sterk', advice: 'vooral geschikt voor wie al gewend is aan nicotinezakjes' },
  '4': { name: 'extra sterk', advice: 'alleen bedoeld voor ervaren gebruikers' },
};

const SAFETY =
  'De tabaksvrije witte zakjes zijn uitsluitend bedoeld voor volwassenen vanaf 18 jaar; buiten bereik van kinderen bewaren.';

export const nl: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'ijzige munt',
    Spearmint: 'groene munt',
    Peppermint: 'pepermunt',
    'Frost Mint': 'ijskoude munt',
    Menthol: 'menthol',
    Blueberry: 'blauwe bes',
    Raspberry: 'framboos',
    Lingonberry: 'vossenbes',
    Cloudberry: 'moltebes',
    Blackcurrant: 'zwarte bes',
    'Wild Berries': 'bosvruchten',
    Mango: 'mango',
    Peach: 'perzik',
    Watermelon: 'watermeloen',
    'Green Apple': 'groene appel',
    Pineapple: 'ananas',
    'Passion Fruit': 'passievrucht',
    'Cherry Cola': 'kers',
    'Vanilla Cola': 'vanille',
    'Lime Cola': 'limoen',
    'Salty Liquorice': 'zoute drop',
    'Sweet Liquorice': 'zoete drop',
    'Liquorice Mint': 'munt',
    Anise: 'anijs',
    Espresso: 'espresso',
    'Cold Brew': 'cold brew',
    Mocha: 'chocolade',
    'Caramel Latte': 'karamel',
    Lemon: 'citroen',
    Lime: 'limoen',
    Grapefruit: 'grapefruit',
    'Blood Orange': 'bloedsinaasappel',
    Yuzu: 'yuzu',
    Bergamot: 'bergamot',
    Elderflower: 'vlierbloesem',
    Eucalyptus: 'eucalyptus',
    Cinnamon: 'kaneel',
    Vanilla: 'vanille',
    Ginger: 'gember',
    Rhubarb: 'rabarber',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Tabaksvrije ${inFormat(format, 'nicotinezakjes')} met een ${TASTES[flavour].short} en ${nicotineMg} mg nicotine per zakje (sterkte ${strength} van 4).`,
  description(input) {
    const note = noteOf(nl.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} heeft ${TASTES[input.flavour].long}${note ? ` met duidelijke tonen van ${note}` : ''}.`,
      `Met ${input.nicotineMg} mg nicotine per zakje heeft deze variant sterkte ${input.strength} van 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}, en elk blikje bevat ${input.pouches} zakjes.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${nicotineMg} mg nicotinezakjes`,
  metaDescription({ name, flavour, format, nicotineMg: mg, pouches }) {
    const taste = TASTES[flavour].short;
    return fitting([
      `${name}: ${taste}, ${mg} mg nicotine per zakje, ${pouches} tabaksvrije ${inFormat(format, 'zakjes')} per blikje. Alleen voor 18+.`,
      `${name}: ${taste}, ${mg} mg nicotine per zakje, ${pouches} tabaksvrije zakjes per blikje. 18+.`,
      `${name}: ${mg} mg nicotine per zakje, ${pouches} zakjes per blikje. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Koop ${name} online: tabaksvrije ${inFormat(format, 'nicotinezakjes')} van ${brand} met een ${TASTES[flavour].short}. ${nicotineMg} mg nicotine per zakje, ${pouches} zakjes per blikje, sterkte ${strength} van 4 (${STRENGTHS[strength].name}). Alleen voor volwassenen vanaf 18 jaar.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name}, ${nicotineMg} mg/zakje, ${pouches} zakjes per blikje.`,
  pouchesPerCan: (count) => `${count} zakjes`,
  portionsPerCan: (count) => `${count} porties`,
  nicotinePerPouch: (mg) => `${mg} mg/zakje`,
  packName: (singleName, quantity) => `${singleName} ${quantity}-pack`,
  singleCanVariant: 'Los blikje',
  packVariant: (quantity) => `${quantity}-pack`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30% korting – zolang de voorraad strekt';
      case 'thirty-percent-single-can':
        return '30% korting op een los blikje';
      case 'percent-off-this-week':
        return `Deze week ${offer.percent}% korting`;
      case 'campaign-price':
        return `Actieprijs: ${offer.percent}% korting`;
      case 'buy-ten-save':
        return `Koop er 10 en bespaar ${offer.percent}%`;
    }
  },
};
