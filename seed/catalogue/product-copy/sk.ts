import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/**
 * "long" completes "X má …" (accusative); "withTaste" completes "vrecúška …" (instrumental)
 * and carries its own preposition, because Slovak writes "so" instead of "s" before s-, z-,
 * š- and ž- words.
 */
const TASTES: Readonly<Record<Flavour, { long: string; withTaste: string }>> = {
  mint: { long: 'chladivú a sviežu mätovú chuť', withTaste: 's chladivou mätovou chuťou' },
  berry: {
    long: 'šťavnatú, sladkokyslú bobuľovú chuť',
    withTaste: 'so šťavnatou bobuľovou chuťou',
  },
  fruit: { long: 'zrelú, plnú ovocnú chuť', withTaste: 'so zrelou ovocnou chuťou' },
  cola: { long: 'sladkú chuť klasickej koly', withTaste: 'so sladkou chuťou koly' },
  liquorice: { long: 'hlbokú, plnú chuť lékorice', withTaste: 's plnou chuťou lékorice' },
  coffee: { long: 'jemnú chuť praženej kávy', withTaste: 's chuťou praženej kávy' },
  citrus: {
    long: 'sviežu, príjemne kyslastú citrusovú chuť',
    withTaste: 'so sviežou citrusovou chuťou',
  },
  natural: { long: 'čistú, neutrálnu chuť', withTaste: 's neutrálnou chuťou' },
  other: { long: 'osobitú, menej obvyklú chuť', withTaste: 's osobitou chuťou' },
};

/**
 * The format adjective as it agrees with "vrecúško" (neuter): `one` for 1 pouch, `few` for
 * 2–4 and the plain plural ("tenké nikotínové vrecúška"), `many` for 5 and more
 * ("20 tenkých vrecúšok"); "fit" opens the format sentence.
 */
const FORMATS: Readonly<Record<Format, { one: string; few: string; many: string; fit: string }>> = {
  slim: {
    one: 'tenké',
    few: 'tenké',
    many: 'tenkých',
    fit: 'Tenké vrecúška sedia pod perou nenápadne',
  },
  mini: {
    one: 'mini',
    few: 'mini',
    many: 'mini',
    fit: 'Mini vrecúška sú malé a pod perou príjemne ľahké',
  },
  normal: {
    one: 'štandardné',
    few: 'štandardné',
    many: 'štandardných',
    fit: 'Vrecúška štandardnej veľkosti sedia pod perou klasicky pohodlne',
  },
  large: {
    one: 'veľké',
    few: 'veľké',
    many: 'veľkých',
    fit: 'Veľké vrecúška lepšie vyplnia priestor pod perou a chuť uvoľňujú výdatnejšie',
  },
  superslim: {
    one: 'extra tenké',
    few: 'extra tenké',
    many: 'extra tenkých',
    fit: 'Extra tenké vrecúška sú veľmi úzke a pod perou o nich takmer neviete',
  },
};

/** "name" agrees with "sila" (feminine); "advice" follows a dash after the strength. */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'slabá', advice: 'jemná voľba pre tých, ktorí chcú niečo ľahšie' },
  '2': { name: 'normálna', advice: 'vyvážená voľba na každý deň' },
  '3': { name: 'silná', advice: 'vhodné najmä pre tých, ktorí sú na nikotínové vrecúška zvyknutí' },
  '4': { name: 'extra silná', advice: 'určené výhradne pre skúsených používateľov' },
};

const SAFETY =
  'Biele beztabakové vrecúška sú určené len pre dospelých od 18 rokov. Uchovávajte mimo dosahu detí.';

/** Slovak plural: 1 vrecúško, 2–4 vrecúška, 5 and more vrecúšok. */
const plural = (count: number, one: string, few: string, many: string): string =>
  count === 1 ? one : count >= 2 && count <= 4 ? few : many;

/** Milligrams with the Slovak decimal comma. */
const mgText = (mg: number): string => String(mg).replace('.', ',');

/** "20 vrecúšok", "3 vrecúška", "1 vrecúško", optionally with adjectives before the noun. */
function pouchCount(count: number, adjectives?: { one: string; few: string; many: string }) {
  const words = plural(
    count,
    `${adjectives ? `${adjectives.one} ` : ''}vrecúško`,
    `${adjectives ? `${adjectives.few} ` : ''}vrecúška`,
    `${adjectives ? `${adjectives.many} ` : ''}vrecúšok`,
  );
  return `${count} ${words}`;
}

const tobaccoFree = (format: Format) => {
  const { one, few, many } = FORMATS[format];
  return {
    one: `beztabakové ${one}`,
    few: `beztabakové ${few}`,
    many: `beztabakových ${many}`,
  };
};

export const sk: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'ľadovej mäty',
    Spearmint: 'mäty klasnatej',
    Peppermint: 'mäty piepornej',
    'Frost Mint': 'mrazivej mäty',
    Menthol: 'mentolu',
    Blueberry: 'čučoriedok',
    Raspberry: 'malín',
    Lingonberry: 'brusníc',
    Cloudberry: 'morušiek',
    Blackcurrant: 'čiernych ríbezlí',
    'Wild Berries': 'lesných plodov',
    Mango: 'manga',
    Peach: 'broskyne',
    Watermelon: 'vodného melóna',
    'Green Apple': 'zeleného jablka',
    Pineapple: 'ananásu',
    'Passion Fruit': 'marakuje',
    'Cherry Cola': 'čerešní',
    'Vanilla Cola': 'vanilky',
    'Lime Cola': 'limetky',
    'Salty Liquorice': 'slanej lékorice',
    'Sweet Liquorice': 'sladkej lékorice',
    'Liquorice Mint': 'mäty',
    Anise: 'anízu',
    Espresso: 'espressa',
    'Cold Brew': 'kávy cold brew',
    Mocha: 'čokolády',
    'Caramel Latte': 'karamelu',
    Lemon: 'citróna',
    Lime: 'limetky',
    Grapefruit: 'grapefruitu',
    'Blood Orange': 'červeného pomaranča',
    Yuzu: 'yuzu',
    Bergamot: 'bergamotu',
    Elderflower: 'bazového kvetu',
    Eucalyptus: 'eukalyptu',
    Cinnamon: 'škorice',
    Vanilla: 'vanilky',
    Ginger: 'zázvoru',
    Rhubarb: 'rebarbory',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Beztabakové ${FORMATS[format].few} nikotínové vrecúška ${TASTES[flavour].withTaste} a obsahom ${mgText(nicotineMg)} mg nikotínu vo vrecúšku (sila ${strength} zo 4).`,
  description(input) {
    const note = noteOf(sk.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} má ${TASTES[input.flavour].long}${note ? ` s výraznými tónmi ${note}` : ''}.`,
      `Jedno vrecúško obsahuje ${mgText(input.nicotineMg)} mg nikotínu, čo zodpovedá sile ${input.strength} zo 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}; v každej dóze nájdete ${pouchCount(input.pouches)}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | nikotínové vrecúška ${mgText(nicotineMg)} mg`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const mg = mgText(nicotineMg);
    const taste = TASTES[flavour].withTaste;
    return fitting([
      `${name}: nikotínové vrecúška ${taste}, ${mg} mg nikotínu vo vrecúšku, ${pouchCount(pouches, tobaccoFree(format))} v dóze. 18+.`,
      `${name}: beztabakové vrecúška ${taste}, ${mg} mg nikotínu vo vrecúšku, ${pouchCount(pouches)} v dóze. 18+.`,
      `${name}: ${mg} mg nikotínu vo vrecúšku, ${pouchCount(pouches)} v dóze. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Objednajte si ${name} online: beztabakové ${FORMATS[format].few} nikotínové vrecúška značky ${brand} ${TASTES[flavour].withTaste}. ${mgText(nicotineMg)} mg nikotínu vo vrecúšku, ${pouchCount(pouches)} v dóze, sila ${strength} zo 4 (${STRENGTHS[strength].name}). Len pre dospelých od 18 rokov.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – sila ${strength} zo 4 (${STRENGTHS[strength].name}), ${mgText(nicotineMg)} mg/vrecúško, ${pouchCount(pouches)} v dóze.`,
  pouchesPerCan: (count) => pouchCount(count),
  portionsPerCan: (count) => `${count} ${plural(count, 'porcia', 'porcie', 'porcií')}`,
  nicotinePerPouch: (mg) => `${mgText(mg)} mg/vrecúško`,
  packName: (singleName, quantity) => `${singleName} – balenie ${quantity} ks`,
  singleCanVariant: 'Jednotlivá dóza',
  packVariant: (quantity) => `Balenie ${quantity} ks`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return 'Zľava 30 % – do vypredania zásob';
      case 'thirty-percent-single-can':
        return 'Zľava 30 % na jednotlivú dózu';
      case 'percent-off-this-week':
        return `Tento týždeň zľava ${offer.percent} %`;
      case 'campaign-price':
        return `Akciová cena: zľava ${offer.percent} %`;
      case 'buy-ten-save':
        return `Kúpte 10 ks a ušetrite ${offer.percent} %`;
    }
  },
};
