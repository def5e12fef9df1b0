import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/**
 * Latvian number agreement: a count ending in 1 (but not 11) takes the singular
 * ("1 spilventiņš", "21 spilventiņš"), every other count the plural ("20 spilventiņi").
 */
const isSingular = (count: number): boolean => count % 10 === 1 && count % 100 !== 11;

const plural = (count: number, one: string, many: string): string =>
  `${count} ${isSingular(count) ? one : many}`;

/** "20 spilventiņi" (nominative). */
const spilventini = (count: number): string => plural(count, 'spilventiņš', 'spilventiņi');

/** Milligrams with the Latvian decimal comma. */
const mgText = (mg: number): string => String(mg).replace('.', ',');

/** "10 kārbiņu iepakojums": the count with the genitive it governs. */
const packOf = (quantity: number): string =>
  `${plural(quantity, 'kārbiņas', 'kārbiņu')} iepakojums`;

/**
 * Both forms are accusative: "long" completes "X izceļas ar …", "short" completes
 * "spilventiņi ar …" (Latvian "ar" takes the accusative in the singular).
 */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'vēsu, svaigu mētru garšu', short: 'vēsu mētru garšu' },
  berry: { long: 'sulīgu, saldskābu ogu garšu', short: 'sulīgu ogu garšu' },
  fruit: { long: 'gatavu, piesātinātu augļu garšu', short: 'gatavu augļu garšu' },
  cola: { long: 'saldu, klasisku kolas garšu', short: 'saldu kolas garšu' },
  liquorice: { long: 'dziļu, bagātīgu lakricas garšu', short: 'bagātīgu lakricas garšu' },
  coffee: { long: 'maigu grauzdētas kafijas garšu', short: 'grauzdētas kafijas garšu' },
  citrus: {
    long: 'spilgtu, atsvaidzinošu citrusaugļu garšu',
    short: 'atsvaidzinošu citrusaugļu garšu',
  },
  natural: { long: 'tīru, neitrālu garšu', short: 'neitrālu garšu' },
  other: { long: 'savdabīgu, ne tik ierastu garšu', short: 'savdabīgu garšu' },
};

/**
 * "adjective" qualifies "nikotīna spilventiņi" (masculine plural, indefinite);
 * "fit" opens the format sentence.
 */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: { adjective: 'plāni', fit: 'Plānie spilventiņi zem lūpas novietojas diskrēti' },
  mini: { adjective: 'mini', fit: 'Mini spilventiņi ir mazi un zem lūpas patīkami viegli' },
  normal: {
    adjective: 'standarta izmēra',
    fit: 'Standarta izmēra spilventiņi zem lūpas sniedz ierastu, klasisku sajūtu',
  },
  large: {
    adjective: 'lieli',
    fit: 'Lielie spilventiņi aizpilda vairāk vietas zem lūpas un garšu izdala bagātīgāk',
  },
  superslim: {
    adjective: 'īpaši plāni',
    fit: 'Īpaši plānie spilventiņi ir ļoti tievi un zem lūpas gandrīz nemanāmi',
  },
};

/** "name" agrees with "stiprums" (masculine); "advice" follows a dash after the strength. */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'viegls', advice: 'maiga izvēle tiem, kas vēlas ko vieglāku' },
  '2': { name: 'normāls', advice: 'līdzsvarota izvēle ikdienai' },
  '3': {
    name: 'stiprs',
    advice: 'vislabāk piemērots tiem, kas jau pieraduši pie nikotīna spilventiņiem',
  },
  '4': { name: 'īpaši stiprs', advice: 'paredzēts tikai pieredzējušiem lietotājiem' },
};

const SAFETY =
  'Baltie tabaku nesaturošie spilventiņi paredzēti tikai pieaugušajiem no 18 gadu vecuma, un tie jāuzglabā bērniem nepieejamā vietā.';

export const lv: ProductCopyLanguage = {
  /** Genitive: the notes complete "garša, kurā skaidri jūtamas … notis". */
  notes: {
    'Ice Mint': 'ledus mētras',
    Spearmint: 'zaļās mētras',
    Peppermint: 'piparmētras',
    'Frost Mint': 'dzestras mētras',
    Menthol: 'mentola',
    Blueberry: 'melleņu',
    Raspberry: 'aveņu',
    Lingonberry: 'brūkleņu',
    Cloudberry: 'lāceņu',
    Blackcurrant: 'upeņu',
    'Wild Berries': 'meža ogu',
    Mango: 'mango',
    Peach: 'persiku',
    Watermelon: 'arbūza',
    'Green Apple': 'zaļā ābola',
    Pineapple: 'ananāsa',
    'Passion Fruit': 'marakujas',
    'Cherry Cola': 'ķiršu',
    'Vanilla Cola': 'vaniļas',
    'Lime Cola': 'laima',
    'Salty Liquorice': 'sāļās lakricas',
    'Sweet Liquorice': 'saldās lakricas',
    'Liquorice Mint': 'mētras',
    Anise: 'anīsa',
    Espresso: 'espresso',
    'Cold Brew': 'auksti pagatavotas kafijas',
    Mocha: 'šokolādes',
    'Caramel Latte': 'karameles',
    Lemon: 'citrona',
    Lime: 'laima',
    Grapefruit: 'greipfrūta',
    'Blood Orange': 'asinsapelsīna',
    Yuzu: 'yuzu',
    Bergamot: 'bergamotes',
    Elderflower: 'plūškoka ziedu',
    Eucalyptus: 'eikalipta',
    Cinnamon: 'kanēļa',
    Vanilla: 'vaniļas',
    Ginger: 'ingvera',
    Rhubarb: 'rabarberu',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Tabaku nesaturoši ${FORMATS[format].adjective} nikotīna spilventiņi ar ${TASTES[flavour].short} un ${mgText(nicotineMg)} mg nikotīna katrā spilventiņā (stiprums ${strength} no 4).`,
  description(input) {
    const note = noteOf(lv.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} izceļas ar ${TASTES[input.flavour].long}${note ? `, kurā skaidri jūtamas ${note} notis` : ''}.`,
      `Katrā spilventiņā ir ${mgText(input.nicotineMg)} mg nikotīna: stiprums ${input.strength} no 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}; vienā kārbiņā ir ${spilventini(input.pouches)}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | nikotīna spilventiņi, ${mgText(nicotineMg)} mg`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const mg = mgText(nicotineMg);
    const taste = TASTES[flavour].short;
    return fitting([
      `${name}: tabaku nesaturoši ${FORMATS[format].adjective} spilventiņi ar ${taste}, ${mg} mg nikotīna katrā, ${spilventini(pouches)} kārbiņā. Pieaugušajiem 18+.`,
      `${name}: tabaku nesaturoši spilventiņi ar ${taste}, ${mg} mg nikotīna katrā, ${spilventini(pouches)} kārbiņā. 18+.`,
      `${name}: ${mg} mg nikotīna spilventiņā, ${spilventini(pouches)} kārbiņā. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Pērciet ${name} internetā: ${brand} tabaku nesaturoši ${FORMATS[format].adjective} nikotīna spilventiņi ar ${TASTES[flavour].short}. ${mgText(nicotineMg)} mg nikotīna katrā spilventiņā, ${spilventini(pouches)} kārbiņā, stiprums ${strength} no 4 (${STRENGTHS[strength].name}). Tikai pieaugušajiem no 18 gadu vecuma.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – stiprums ${strength} no 4 (${STRENGTHS[strength].name}), ${mgText(nicotineMg)} mg spilventiņā, ${spilventini(pouches)} kārbiņā.`,
  pouchesPerCan: (count) => spilventini(count),
  portionsPerCan: (count) => plural(count, 'porcija', 'porcijas'),
  nicotinePerPouch: (mg) => `${mgText(mg)} mg spilventiņā`,
  packName: (singleName, quantity) => `${singleName} – ${packOf(quantity)}`,
  singleCanVariant: 'Viena kārbiņa',
  packVariant: (quantity) => packOf(quantity).replace(/^./, (first) => first.toUpperCase()),
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return 'Atlaide 30 % – kamēr krājumi pietiek';
      case 'thirty-percent-single-can':
        return 'Atlaide 30 % vienai kārbiņai';
      case 'percent-off-this-week':
        return `Šonedēļ atlaide ${offer.percent} %`;
      case 'campaign-price':
        return `Akcijas cena: atlaide ${offer.percent} %`;
      case 'buy-ten-save':
        return `Pērciet 10, ietaupiet ${offer.percent} %`;
    }
  },
};
