import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/**
 * "long" completes "X ima …" (accusative); "withTaste" completes "vrećice …" (instrumental)
 * and carries its own preposition, because Croatian writes "sa" instead of "s" before
 * s-, z-, š- and ž- words.
 */
const TASTES: Readonly<Record<Flavour, { long: string; withTaste: string }>> = {
  mint: { long: 'hladan, osvježavajući okus', withTaste: 's hladnim okusom metvice' },
  berry: {
    long: 'sočan, slatko-kiselkast okus bobičastog voća',
    withTaste: 'sa sočnim okusom bobičastog voća',
  },
  fruit: { long: 'zreo, pun voćni okus', withTaste: 'sa zrelim voćnim okusom' },
  cola: { long: 'sladak, klasičan okus cole', withTaste: 'sa slatkim okusom cole' },
  liquorice: { long: 'dubok, bogat okus sladića', withTaste: 's bogatim okusom sladića' },
  coffee: { long: 'blag okus pržene kave', withTaste: 's okusom pržene kave' },
  citrus: {
    long: 'svjež, živahan okus citrusa',
    withTaste: 'sa svježim okusom citrusa',
  },
  natural: { long: 'čist, neutralan okus', withTaste: 's neutralnim okusom' },
  other: { long: 'osebujan, pomalo neobičan okus', withTaste: 's osebujnim okusom' },
};

/**
 * The format adjective as it agrees with "vrećica" (feminine): `one` for 1 pouch, `few` for
 * 2–4 and the plain plural ("tanke nikotinske vrećice"), `many` for 5 and more
 * ("20 tankih vrećica"); "fit" opens the format sentence.
 */
const FORMATS: Readonly<Record<Format, { one: string; few: string; many: string; fit: string }>> = {
  slim: {
    one: 'tanka',
    few: 'tanke',
    many: 'tankih',
    fit: 'Tanke vrećice diskretno leže pod usnom',
  },
  mini: {
    one: 'mini',
    few: 'mini',
    many: 'mini',
    fit: 'Mini vrećice male su i ugodno lagane pod usnom',
  },
  normal: {
    one: 'standardna',
    few: 'standardne',
    many: 'standardnih',
    fit: 'Vrećice standardne veličine klasično i udobno sjede pod usnom',
  },
  large: {
    one: 'velika',
    few: 'velike',
    many: 'velikih',
    fit: 'Velike vrećice bolje ispunjavaju prostor pod usnom i izdašnije otpuštaju okus',
  },
  superslim: {
    one: 'ekstra tanka',
    few: 'ekstra tanke',
    many: 'ekstra tankih',
    fit: 'Ekstra tanke vrećice vrlo su uske i pod usnom se gotovo ne osjete',
  },
};

/** "name" agrees with "jačina" (feminine); "advice" follows a dash after the strength. */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'slaba', advice: 'blag izbor za one koji žele nešto lakše' },
  '2': { name: 'normalna', advice: 'uravnotežen izbor za svaki dan' },
  '3': { name: 'jaka', advice: 'najbolji izbor za one koji su navikli na nikotinske vrećice' },
  '4': { name: 'ekstra jaka', advice: 'samo za iskusne korisnike' },
};

const SAFETY =
  'Bijele vrećice bez duhana namijenjene su isključivo punoljetnim osobama (18+). Čuvati izvan dohvata djece.';

/** Croatian plural: 1, 21, 31 … vrećica; 2–4, 22–24 … vrećice; otherwise vrećica. */
function plural(count: number, one: string, few: string, many: string): string {
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastDigit === 1 && lastTwo !== 11) return one;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

/** Milligrams with the Croatian decimal comma. */
const mgText = (mg: number): string => String(mg).replace('.', ',');

/** "20 vrećica", "24 vrećice", "1 vrećica", optionally with an adjective before the noun. */
function pouchCount(count: number, adjectives?: { one: string; few: string; many: string }) {
  const words = plural(
    count,
    `${adjectives ? `${adjectives.one} ` : ''}vrećica`,
    `${adjectives ? `${adjectives.few} ` : ''}vrećice`,
    `${adjectives ? `${adjectives.many} ` : ''}vrećica`,
  );
  return `${count} ${words}`;
}

const cans = (count: number): string =>
  `${count} ${plural(count, 'kutijica', 'kutijice', 'kutijica')}`;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const hr: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'ledene metvice',
    Spearmint: 'klasaste metvice',
    Peppermint: 'paprene metvice',
    'Frost Mint': 'mrazne metvice',
    Menthol: 'mentola',
    Blueberry: 'borovnice',
    Raspberry: 'maline',
    Lingonberry: 'brusnice',
    Cloudberry: 'močvarne kupine',
    Blackcurrant: 'crnog ribiza',
    'Wild Berries': 'šumskog voća',
    Mango: 'manga',
    Peach: 'breskve',
    Watermelon: 'lubenice',
    'Green Apple': 'zelene jabuke',
    Pineapple: 'ananasa',
    'Passion Fruit': 'marakuje',
    'Cherry Cola': 'trešnje',
    'Vanilla Cola': 'vanilije',
    'Lime Cola': 'limete',
    'Salty Liquorice': 'slanog sladića',
    'Sweet Liquorice': 'slatkog sladića',
    'Liquorice Mint': 'metvice',
    Anise: 'anisa',
    Espresso: 'espressa',
    'Cold Brew': 'cold brew kave',
    Mocha: 'čokolade',
    'Caramel Latte': 'karamela',
    Lemon: 'limuna',
    Lime: 'limete',
    Grapefruit: 'grejpa',
    'Blood Orange': 'crvene naranče',
    Yuzu: 'yuzua',
    Bergamot: 'bergamota',
    Elderflower: 'cvijeta bazge',
    Eucalyptus: 'eukaliptusa',
    Cinnamon: 'cimeta',
    Vanilla: 'vanilije',
    Ginger: 'đumbira',
    Rhubarb: 'rabarbare',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `${capitalise(FORMATS[format].few)} nikotinske vrećice bez duhana ${TASTES[flavour].withTaste} i ${mgText(nicotineMg)} mg nikotina po vrećici (jačina ${strength} od 4).`,
  description(input) {
    const note = noteOf(hr.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} ima ${TASTES[input.flavour].long}${note ? ` s izraženim notama ${note}` : ''}.`,
      `Svaka vrećica sadrži ${mgText(input.nicotineMg)} mg nikotina, što odgovara jačini ${input.strength} od 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}, a svaka kutijica sadrži ${pouchCount(input.pouches)}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | nikotinske vrećice ${mgText(nicotineMg)} mg`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const mg = mgText(nicotineMg);
    const taste = TASTES[flavour].withTaste;
    const count = pouchCount(pouches);
    return fitting([
      `${name}: ${FORMATS[format].few} nikotinske vrećice bez duhana ${taste}, ${mg} mg nikotina po vrećici, ${count} u kutijici. Samo za punoljetne.`,
      `${name}: ${FORMATS[format].few} vrećice bez duhana ${taste}, ${mg} mg nikotina po vrećici, ${count} u kutijici. Samo za 18+.`,
      `${name}: vrećice bez duhana ${taste}, ${mg} mg nikotina po vrećici, ${count} u kutijici. 18+.`,
      `${name}: ${mg} mg nikotina po vrećici, ${count} u kutijici. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Naručite ${name} online: ${FORMATS[format].few} nikotinske vrećice bez duhana marke ${brand} ${TASTES[flavour].withTaste}. ${mgText(nicotineMg)} mg nikotina po vrećici, ${pouchCount(pouches)} u kutijici, jačina ${strength} od 4 (${STRENGTHS[strength].name}). Isključivo za punoljetne osobe (18+).`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – jačina ${strength} od 4 (${STRENGTHS[strength].name}), ${mgText(nicotineMg)} mg po vrećici, ${pouchCount(pouches)} u kutijici.`,
  pouchesPerCan: (count) => pouchCount(count),
  portionsPerCan: (count) => `${count} ${plural(count, 'porcija', 'porcije', 'porcija')}`,
  nicotinePerPouch: (mg) => `${mgText(mg)} mg po vrećici`,
  packName: (singleName, quantity) => `${singleName} – pakiranje od ${cans(quantity)}`,
  singleCanVariant: 'Pojedinačna kutijica',
  packVariant: (quantity) => `Pakiranje od ${cans(quantity)}`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30 % popusta – do isteka zaliha';
      case 'thirty-percent-single-can':
        return '30 % popusta na pojedinačnu kutijicu';
      case 'percent-off-this-week':
        return `Ovaj tjedan ${offer.percent} % popusta`;
      case 'campaign-price':
        return `Akcijska cijena: ${offer.percent} % popusta`;
      case 'buy-ten-save':
        return `Kupite 10 kutijica i uštedite ${offer.percent} %`;
    }
  },
};
