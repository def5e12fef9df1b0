import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** Numbers with the Finnish decimal comma ("4,5 mg"). */
const num = (value: number): string => String(value).replace('.', ',');

/**
 * Finnish counts: 1 takes the nominative singular ("1 pussi"), every other count the
 * partitive singular ("20 pussia").
 */
const counted = (count: number, one: string, many: string): string =>
  `${num(count)} ${count === 1 ? one : many}`;

/** A compound with a name: "Fjordlys-nikotiinipussit", but "Two Words -nikotiinipussit". */
const withName = (name: string, word: string): string =>
  name.includes(' ') ? `${name} -${word}` : `${name}-${word}`;

/**
 * "long" is the object of "X tarjoaa …" (genitive-accusative singular);
 * "short" qualifies "nikotiinipussit …" (adessive, "viileällä minttumaulla").
 */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'viileän ja raikkaan minttumaun', short: 'viileällä minttumaulla' },
  berry: { long: 'mehevän ja makeanhapokkaan marjamaun', short: 'mehevällä marjamaulla' },
  fruit: { long: 'kypsän ja pyöreän hedelmämaun', short: 'kypsällä hedelmämaulla' },
  cola: { long: 'makean ja klassisen kolamaun', short: 'makealla kolamaulla' },
  liquorice: { long: 'syvän ja täyteläisen lakritsimaun', short: 'täyteläisellä lakritsimaulla' },
  coffee: { long: 'pehmeän ja paahteisen kahvimaun', short: 'paahteisella kahvimaulla' },
  citrus: { long: 'raikkaan ja kirpeän sitrusmaun', short: 'kirpeällä sitrusmaulla' },
  natural: { long: 'puhtaan ja neutraalin maun', short: 'neutraalilla maulla' },
  other: { long: 'omaleimaisen ja tavallisesta poikkeavan maun', short: 'omaleimaisella maulla' },
};

/**
 * "plural" qualifies "nikotiinipussit" (nominative plural); "counted" stands after a number,
 * "20 … pussia" (partitive singular); "fit" is a relative clause after "20 … pussia, …".
 */
const FORMATS: Readonly<Record<Format, { plural: string; counted: string; fit: string }>> = {
  slim: {
    plural: 'ohuet',
    counted: 'ohutta',
    fit: 'jotka asettuvat huomaamattomasti huulen alle',
  },
  mini: {
    plural: 'minikokoiset',
    counted: 'minikokoista',
    fit: 'jotka tuntuvat huulen alla mukavan kevyiltä',
  },
  normal: {
    plural: 'normaalikokoiset',
    counted: 'normaalikokoista',
    fit: 'joissa on tuttu, klassinen istuvuus',
  },
  large: {
    plural: 'suurikokoiset',
    counted: 'suurikokoista',
    fit: 'jotka täyttävät enemmän ja vapauttavat makua runsaasti',
  },
  superslim: {
    plural: 'erittäin ohuet',
    counted: 'erittäin ohutta',
    fit: 'jotka ovat huulen alla lähes huomaamattomia',
  },
};

/** "name" is the strength in a word or two; "advice" follows a dash after the strength. */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'mieto', advice: 'lempeä vaihtoehto kevyempään käyttöön' },
  '2': { name: 'normaali', advice: 'tasapainoinen valinta arkikäyttöön' },
  '3': { name: 'vahva', advice: 'sopii parhaiten nikotiinipusseihin tottuneille' },
  '4': { name: 'erittäin vahva', advice: 'tarkoitettu vain kokeneille käyttäjille' },
};

const SAFETY =
  'Tupakattomat valkoiset nikotiinipussit on tarkoitettu vain täysi-ikäisille (18+) ja ne on säilytettävä lasten ulottumattomissa.';

export const fi: ProductCopyLanguage = {
  /** Genitive: the notes complete "…, jossa on selkeä … vivahde". */
  notes: {
    'Ice Mint': 'jäisen mintun',
    Spearmint: 'vihermintun',
    Peppermint: 'piparmintun',
    'Frost Mint': 'huurteisen mintun',
    Menthol: 'mentolin',
    Blueberry: 'mustikan',
    Raspberry: 'vadelman',
    Lingonberry: 'puolukan',
    Cloudberry: 'lakan',
    Blackcurrant: 'mustaherukan',
    'Wild Berries': 'metsämarjojen',
    Mango: 'mangon',
    Peach: 'persikan',
    Watermelon: 'vesimelonin',
    'Green Apple': 'vihreän omenan',
    Pineapple: 'ananaksen',
    'Passion Fruit': 'passionhedelmän',
    'Cherry Cola': 'kirsikan',
    'Vanilla Cola': 'vaniljan',
    'Lime Cola': 'limetin',
    'Salty Liquorice': 'salmiakin',
    'Sweet Liquorice': 'makean lakritsin',
    'Liquorice Mint': 'mintun',
    Anise: 'aniksen',
    Espresso: 'espresson',
    'Cold Brew': 'kylmäuutetun kahvin',
    Mocha: 'suklaan',
    'Caramel Latte': 'karamellin',
    Lemon: 'sitruunan',
    Lime: 'limetin',
    Grapefruit: 'greipin',
    'Blood Orange': 'veriappelsiinin',
    Yuzu: 'yuzun',
    Bergamot: 'bergamotin',
    Elderflower: 'seljankukan',
    Eucalyptus: 'eukalyptuksen',
    Cinnamon: 'kanelin',
    Vanilla: 'vaniljan',
    Ginger: 'inkiväärin',
    Rhubarb: 'raparperin',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Tupakattomat ${FORMATS[format].plural} nikotiinipussit ${TASTES[flavour].short} – ${num(nicotineMg)} mg nikotiinia pussissa, vahvuus ${strength}/4.`,
  description(input) {
    const note = noteOf(fi.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    const format = FORMATS[input.format];
    return [
      `${input.brand} ${input.variant} tarjoaa ${TASTES[input.flavour].long}${note ? `, jossa on selkeä ${note} vivahde` : ''}.`,
      `Nikotiinia on ${num(input.nicotineMg)} mg pussissa ja vahvuus on ${input.strength} asteikolla 1–4 (${strength.name}) – ${strength.advice}.`,
      `Jokaisessa rasiassa on ${num(input.pouches)} ${format.counted} pussia, ${format.fit}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${num(nicotineMg)} mg nikotiinipussit`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const taste = TASTES[flavour].short;
    const mg = num(nicotineMg);
    return fitting([
      `${name}: nikotiinipussit ${taste}. ${mg} mg nikotiinia pussissa, rasiassa ${num(pouches)} tupakatonta ${FORMATS[format].counted} pussia. Vain täysi-ikäisille.`,
      `${name}: nikotiinipussit ${taste}. ${mg} mg nikotiinia pussissa, rasiassa ${num(pouches)} tupakatonta ${FORMATS[format].counted} pussia. 18+.`,
      `${name}: nikotiinipussit ${taste}. ${mg} mg nikotiinia pussissa, rasiassa ${num(pouches)} tupakatonta pussia. 18+.`,
      `${name}: ${mg} mg nikotiinia pussissa, rasiassa ${counted(pouches, 'pussi', 'pussia')}. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Osta ${name} verkkokaupastamme: tupakattomat ${FORMATS[format].plural} ${withName(brand, 'nikotiinipussit')} ${TASTES[flavour].short}. ${num(nicotineMg)} mg nikotiinia pussissa, ${counted(pouches, 'pussi', 'pussia')} rasiassa, vahvuus ${strength}/4 (${STRENGTHS[strength].name}). Vain täysi-ikäisille (18+).`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name}, ${num(nicotineMg)} mg/pussi, ${counted(pouches, 'pussi', 'pussia')} rasiassa.`,
  pouchesPerCan: (count) => counted(count, 'pussi', 'pussia'),
  portionsPerCan: (count) => counted(count, 'annos', 'annosta'),
  nicotinePerPouch: (mg) => `${num(mg)} mg/pussi`,
  packName: (singleName, quantity) => `${singleName} ${num(quantity)}-pakkaus`,
  singleCanVariant: 'Yksittäinen rasia',
  packVariant: (quantity) => `${num(quantity)}-pakkaus`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30 % alennus – niin kauan kuin tavaraa riittää';
      case 'thirty-percent-single-can':
        return '30 % alennus yksittäisestä rasiasta';
      case 'percent-off-this-week':
        return `${offer.percent} % alennus tällä viikolla`;
      case 'campaign-price':
        return `Kampanjahinta: ${offer.percent} % alennus`;
      case 'buy-ten-save':
        return `Osta 10, säästä ${offer.percent} %`;
    }
  },
};
