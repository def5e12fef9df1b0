import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/**
 * "long" completes "X má …" (accusative); "withTaste" completes "sáčky …" and carries its own
 * preposition, because Czech writes "se" instead of "s" before s-, z-, š- and ž- words.
 */
const TASTES: Readonly<Record<Flavour, { long: string; withTaste: string }>> = {
  mint: { long: 'chladivou a svěží mátovou chuť', withTaste: 's chladivou mátovou chutí' },
  berry: {
    long: 'šťavnatou, sladce nakyslou chuť lesních plodů',
    withTaste: 'se šťavnatou chutí lesních plodů',
  },
  fruit: { long: 'zralou, plnou ovocnou chuť', withTaste: 'se zralou ovocnou chutí' },
  cola: { long: 'sladkou chuť klasické coly', withTaste: 'se sladkou chutí coly' },
  liquorice: { long: 'hlubokou, plnou chuť lékořice', withTaste: 's plnou chutí lékořice' },
  coffee: { long: 'jemnou chuť pražené kávy', withTaste: 's chutí pražené kávy' },
  citrus: {
    long: 'svěží, příjemně nakyslou citrusovou chuť',
    withTaste: 'se svěží citrusovou chutí',
  },
  natural: { long: 'čistou, neutrální chuť', withTaste: 's neutrální chutí' },
  other: { long: 'osobitou, méně obvyklou chuť', withTaste: 's osobitou chutí' },
};

/**
 * The format adjective as it agrees with "sáček" (masculine inanimate): `one` for 1 pouch,
 * `few` for 2–4 and plain plural ("tenké nikotinové sáčky"), `many` for 5 and more
 * ("20 tenkých sáčků"); "fit" opens the format sentence.
 */
const FORMATS: Readonly<Record<Format, { one: string; few: string; many: string; fit: string }>> = {
  slim: {
    one: 'tenký',
    few: 'tenké',
    many: 'tenkých',
    fit: 'Tenké sáčky sedí pod rtem nenápadně',
  },
  mini: {
    one: 'mini',
    few: 'mini',
    many: 'mini',
    fit: 'Mini sáčky jsou malé a pod rtem příjemně lehké',
  },
  normal: {
    one: 'standardní',
    few: 'standardní',
    many: 'standardních',
    fit: 'Sáčky standardní velikosti sedí pod rtem klasicky pohodlně',
  },
  large: {
    one: 'velký',
    few: 'velké',
    many: 'velkých',
    fit: 'Velké sáčky lépe vyplní prostor pod rtem a uvolňují chuť vydatněji',
  },
  superslim: {
    one: 'extra tenký',
    few: 'extra tenké',
    many: 'extra tenkých',
    fit: 'Extra tenké sáčky jsou velmi úzké a pod rtem o nich skoro nevíte',
  },
};

/** "name" agrees with "síla" (feminine); "advice" follows a dash after the strength. */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'slabá', advice: 'jemná volba pro ty, kdo chtějí něco lehčího' },
  '2': { name: 'normální', advice: 'vyvážená volba na každý den' },
  '3': { name: 'silná', advice: 'nejvhodnější pro ty, kdo jsou na nikotinové sáčky zvyklí' },
  '4': { name: 'extra silná', advice: 'určeno pouze pro zkušené uživatele' },
};

const SAFETY =
  'Bílé beztabákové sáčky jsou určeny pouze dospělým od 18 let. Uchovávejte mimo dosah dětí.';

/** Czech plural: 1 sáček, 2–4 sáčky, 5 and more sáčků. */
const plural = (count: number, one: string, few: string, many: string): string =>
  count === 1 ? one : count >= 2 && count <= 4 ? few : many;

/** Milligrams with the Czech decimal comma. */
const mgText = (mg: number): string => String(mg).replace('.', ',');

/** "20 sáčků", "3 sáčky", "1 sáček", optionally with adjectives before the noun. */
function pouchCount(count: number, adjectives?: { one: string; few: string; many: string }) {
  const words = plural(
    count,
    `${adjectives ? `${adjectives.one} ` : ''}sáček`,
    `${adjectives ? `${adjectives.few} ` : ''}sáčky`,
    `${adjectives ? `${adjectives.many} ` : ''}sáčků`,
  );
  return `${count} ${words}`;
}

const tobaccoFree = (format: Format) => {
  const { one, few, many } = FORMATS[format];
  return {
    one: `beztabákový ${one}`,
    few: `beztabákové ${few}`,
    many: `beztabákových ${many}`,
  };
};

export const cs: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'ledové máty',
    Spearmint: 'máty klasnaté',
    Peppermint: 'máty peprné',
    'Frost Mint': 'mrazivé máty',
    Menthol: 'mentolu',
    Blueberry: 'borůvek',
    Raspberry: 'malin',
    Lingonberry: 'brusinek',
    Cloudberry: 'morušek',
    Blackcurrant: 'černého rybízu',
    'Wild Berries': 'lesních plodů',
    Mango: 'manga',
    Peach: 'broskve',
    Watermelon: 'vodního melounu',
    'Green Apple': 'zeleného jablka',
    Pineapple: 'ananasu',
    'Passion Fruit': 'maracuji',
    'Cherry Cola': 'třešní',
    'Vanilla Cola': 'vanilky',
    'Lime Cola': 'limetky',
    'Salty Liquorice': 'slané lékořice',
    'Sweet Liquorice': 'sladké lékořice',
    'Liquorice Mint': 'máty',
    Anise: 'anýzu',
    Espresso: 'espressa',
    'Cold Brew': 'kávy cold brew',
    Mocha: 'čokolády',
    'Caramel Latte': 'karamelu',
    Lemon: 'citronu',
    Lime: 'limetky',
    Grapefruit: 'grapefruitu',
    'Blood Orange': 'červeného pomeranče',
    Yuzu: 'yuzu',
    Bergamot: 'bergamotu',
    Elderflower: 'bezového květu',
    Eucalyptus: 'eukalyptu',
    Cinnamon: 'skořice',
    Vanilla: 'vanilky',
    Ginger: 'zázvoru',
    Rhubarb: 'rebarbory',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Beztabákové ${FORMATS[format].few} nikotinové sáčky ${TASTES[flavour].withTaste} a obsahem ${mgText(nicotineMg)} mg nikotinu v sáčku (síla ${strength} ze 4).`,
  description(input) {
    const note = noteOf(cs.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} má ${TASTES[input.flavour].long}${note ? ` s výraznými tóny ${note}` : ''}.`,
      `Jeden sáček obsahuje ${mgText(input.nicotineMg)} mg nikotinu, což odpovídá síle ${input.strength} ze 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}; v každé dóze najdete ${pouchCount(input.pouches)}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | nikotinové sáčky ${mgText(nicotineMg)} mg`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const mg = mgText(nicotineMg);
    const taste = TASTES[flavour].withTaste;
    return fitting([
      `${name}: nikotinové sáčky ${taste}, ${mg} mg nikotinu v sáčku, ${pouchCount(pouches, tobaccoFree(format))} v dóze. Pro dospělé 18+.`,
      `${name}: beztabákové sáčky ${taste}, ${mg} mg nikotinu v sáčku, ${pouchCount(pouches)} v dóze. 18+.`,
      `${name}: ${mg} mg nikotinu v sáčku, ${pouchCount(pouches)} v dóze. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Objednejte si ${name} online: beztabákové ${FORMATS[format].few} nikotinové sáčky značky ${brand} ${TASTES[flavour].withTaste}. ${mgText(nicotineMg)} mg nikotinu v sáčku, ${pouchCount(pouches)} v dóze, síla ${strength} ze 4 (${STRENGTHS[strength].name}). Pouze pro dospělé od 18 let.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – síla ${strength} ze 4 (${STRENGTHS[strength].name}), ${mgText(nicotineMg)} mg/sáček, ${pouchCount(pouches)} v dóze.`,
  pouchesPerCan: (count) => pouchCount(count),
  portionsPerCan: (count) => `${count} ${plural(count, 'porce', 'porce', 'porcí')}`,
  nicotinePerPouch: (mg) => `${mgText(mg)} mg/sáček`,
  packName: (singleName, quantity) => `${singleName} – balení ${quantity} ks`,
  singleCanVariant: 'Jednotlivá dóza',
  packVariant: (quantity) => `Balení ${quantity} ks`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return 'Sleva 30 % – do vyprodání zásob';
      case 'thirty-percent-single-can':
        return 'Sleva 30 % na jednotlivou dózu';
      case 'percent-off-this-week':
        return `Tento týden sleva ${offer.percent} %`;
      case 'campaign-price':
        return `Akční cena: sleva ${offer.percent} %`;
      case 'buy-ten-save':
        return `Kupte 10 ks a ušetřete ${offer.percent} %`;
    }
  },
};
