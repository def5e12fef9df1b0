import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** Milligrams with the Estonian decimal comma. */
const mgText = (mg: number): string => String(mg).replace('.', ',');

/**
 * Estonian counts: 1 takes the nominative singular ("1 padi"), every other count the
 * partitive singular ("20 patja").
 */
const counted = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** "20 patja" (pouches). */
const patja = (count: number): string => counted(count, 'padi', 'patja');

/** Both forms are comitative: "long" completes "X on …", "short" qualifies "padjad …". */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'jaheda ja värske mündimaitsega', short: 'jaheda mündimaitsega' },
  berry: { long: 'mahlase ja magushapu marjamaitsega', short: 'mahlase marjamaitsega' },
  fruit: { long: 'küpse ja täidlase puuviljamaitsega', short: 'küpse puuviljamaitsega' },
  cola: { long: 'magusa ja klassikalise koolamaitsega', short: 'magusa koolamaitsega' },
  liquorice: { long: 'sügava ja täidlase lagritsamaitsega', short: 'täidlase lagritsamaitsega' },
  coffee: { long: 'pehme röstitud kohvi maitsega', short: 'röstitud kohvi maitsega' },
  citrus: {
    long: 'ereda ja värskendava tsitrusemaitsega',
    short: 'värskendava tsitrusemaitsega',
  },
  natural: { long: 'puhta ja neutraalse maitsega', short: 'neutraalse maitsega' },
  other: { long: 'omapärase ja veidi ebatavalise maitsega', short: 'omapärase maitsega' },
};

/**
 * "plural" qualifies "nikotiinipadjad" (nominative plural); "counted" stands after a number,
 * "20 … patja" (partitive singular); "fit" opens the format sentence.
 */
const FORMATS: Readonly<Record<Format, { plural: string; counted: string; fit: string }>> = {
  slim: {
    plural: 'õhukesed',
    counted: 'õhukest',
    fit: 'Õhukesed padjad püsivad diskreetselt huule all',
  },
  mini: {
    plural: 'väikesed',
    counted: 'väikest',
    fit: 'Minipadjad on väikesed ja huule all mõnusalt kerged',
  },
  normal: {
    plural: 'tavasuuruses',
    counted: 'tavasuuruses',
    fit: 'Tavasuuruses padjad istuvad huule all klassikaliselt mugavalt',
  },
  large: {
    plural: 'suured',
    counted: 'suurt',
    fit: 'Suured padjad on täidlasemad ja annavad maitset heldelt',
  },
  superslim: {
    plural: 'eriti õhukesed',
    counted: 'eriti õhukest',
    fit: 'Eriti õhukesed padjad on huule all vaevu tuntavad',
  },
};

/** "name" is the strength in one word; "advice" follows a dash after the strength. */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'kerge', advice: 'leebe valik neile, kes eelistavad kergemat' },
  '2': { name: 'tavaline', advice: 'tasakaalukas valik igapäevaseks kasutamiseks' },
  '3': { name: 'tugev', advice: 'sobib eelkõige neile, kes on nikotiinipatjadega harjunud' },
  '4': { name: 'eriti tugev', advice: 'mõeldud ainult kogenud kasutajatele' },
};

const SAFETY =
  'Tubakavabad valged padjad on mõeldud ainult täiskasvanutele alates 18. eluaastast. Hoida lastele kättesaamatus kohas.';

export const et: ProductCopyLanguage = {
  /** Genitive: the notes complete "milles on selgelt tunda … noote". */
  notes: {
    'Ice Mint': 'jäämündi',
    Spearmint: 'rohemündi',
    Peppermint: 'piparmündi',
    'Frost Mint': 'jäise mündi',
    Menthol: 'mentooli',
    Blueberry: 'mustika',
    Raspberry: 'vaarika',
    Lingonberry: 'pohla',
    Cloudberry: 'muraka',
    Blackcurrant: 'musta sõstra',
    'Wild Berries': 'metsamarjade',
    Mango: 'mango',
    Peach: 'virsiku',
    Watermelon: 'arbuusi',
    'Green Apple': 'rohelise õuna',
    Pineapple: 'ananassi',
    'Passion Fruit': 'passionivilja',
    'Cherry Cola': 'kirsi',
    'Vanilla Cola': 'vanilli',
    'Lime Cola': 'laimi',
    'Salty Liquorice': 'soolase lagritsa',
    'Sweet Liquorice': 'magusa lagritsa',
    'Liquorice Mint': 'mündi',
    Anise: 'aniisi',
    Espresso: 'espresso',
    'Cold Brew': 'külmpruulitud kohvi',
    Mocha: 'šokolaadi',
    'Caramel Latte': 'karamelli',
    Lemon: 'sidruni',
    Lime: 'laimi',
    Grapefruit: 'greibi',
    'Blood Orange': 'veriapelsini',
    Yuzu: 'yuzu',
    Bergamot: 'bergamoti',
    Elderflower: 'leedriõie',
    Eucalyptus: 'eukalüpti',
    Cinnamon: 'kaneeli',
    Vanilla: 'vanilli',
    Ginger: 'ingveri',
    Rhubarb: 'rabarberi',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Tubakavabad ${FORMATS[format].plural} nikotiinipadjad ${TASTES[flavour].short}, igas padjas ${mgText(nicotineMg)} mg nikotiini (tugevus ${strength}/4).`,
  description(input) {
    const note = noteOf(et.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} on ${TASTES[input.flavour].long}${note ? `, milles on selgelt tunda ${note} noote` : ''}.`,
      `Igas padjas on ${mgText(input.nicotineMg)} mg nikotiini ehk tugevus ${input.strength}/4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit} ning igas karbis on ${patja(input.pouches)}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${mgText(nicotineMg)} mg nikotiinipadjad`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const mg = mgText(nicotineMg);
    const taste = TASTES[flavour].short;
    return fitting([
      `${name}: tubakavabad ${FORMATS[format].plural} nikotiinipadjad ${taste}, ${mg} mg nikotiini padjas, karbis ${patja(pouches)}. Täiskasvanutele 18+.`,
      `${name}: tubakavabad nikotiinipadjad ${taste}, ${mg} mg nikotiini padjas, karbis ${patja(pouches)}. 18+.`,
      `${name}: ${mg} mg nikotiini padjas, karbis ${patja(pouches)}. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Osta ${name} internetist: ${TASTES[flavour].short} tubakavabad ${FORMATS[format].plural} nikotiinipadjad brändilt ${brand}. Igas padjas ${mgText(nicotineMg)} mg nikotiini, karbis ${patja(pouches)}, tugevus ${strength}/4 (${STRENGTHS[strength].name}). Ainult täiskasvanutele alates 18. eluaastast.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name}, ${mgText(nicotineMg)} mg/padi, karbis ${patja(pouches)}.`,
  pouchesPerCan: (count) => patja(count),
  portionsPerCan: (count) => counted(count, 'portsjon', 'portsjonit'),
  nicotinePerPouch: (mg) => `${mgText(mg)} mg/padi`,
  packName: (singleName, quantity) => `${singleName} ${quantity}-pakk`,
  singleCanVariant: 'Üks karp',
  packVariant: (quantity) => `${quantity}-pakk`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return 'Soodustus 30 % – kuni kaupa jätkub';
      case 'thirty-percent-single-can':
        return 'Üksik karp 30 % soodsamalt';
      case 'percent-off-this-week':
        return `Sel nädalal ${offer.percent} % soodsamalt`;
      case 'campaign-price':
        return `Kampaaniahind: soodustus ${offer.percent} %`;
      case 'buy-ten-save':
        return `Osta 10, säästa ${offer.percent} %`;
    }
  },
};
