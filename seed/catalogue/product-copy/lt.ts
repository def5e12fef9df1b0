import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/**
 * The Lithuanian form of a noun after a number: 1, 21, 31 … (not 11) take `one`
 * ("1 pagalvėlė"), 2–9 and 22–29 … (not 12–19) take `few` ("24 pagalvėlės"), and 10–20,
 * 30, 40 … take `many`, the genitive plural ("20 pagalvėlių").
 */
function plural(count: number, one: string, few: string, many: string): string {
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastTwo >= 11 && lastTwo <= 19) return many;
  if (lastDigit === 1) return one;
  if (lastDigit >= 2) return few;
  return many;
}

const pagalveles = (count: number): string =>
  `${count} ${plural(count, 'pagalvėlė', 'pagalvėlės', 'pagalvėlių')}`;

/** "10 dėžučių" as it qualifies a noun (genitive): "21 dėžutės", otherwise "dėžučių". */
const dezuciu = (count: number): string =>
  `${count} ${count % 10 === 1 && count % 100 !== 11 ? 'dėžutės' : 'dėžučių'}`;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Both forms are instrumental: "long" completes "X pasižymi …", "short" completes
 * "pagalvėlės su …".
 */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'vėsiu, gaiviu mėtų skoniu', short: 'vėsiu mėtų skoniu' },
  berry: { long: 'sultingu, saldžiarūgščiu uogų skoniu', short: 'sultingu uogų skoniu' },
  fruit: {
    long: 'sodriu, apvaliu prinokusių vaisių skoniu',
    short: 'prinokusių vaisių skoniu',
  },
  cola: { long: 'saldžiu, klasikiniu kolos skoniu', short: 'saldžiu kolos skoniu' },
  liquorice: { long: 'giliu, sodriu saldymedžio skoniu', short: 'sodriu saldymedžio skoniu' },
  coffee: { long: 'švelniu, sodriu skrudintos kavos skoniu', short: 'skrudintos kavos skoniu' },
  citrus: { long: 'ryškiu, gaiviu citrusų skoniu', short: 'gaiviu citrusų skoniu' },
  natural: { long: 'švariu, neutraliu skoniu', short: 'neutraliu skoniu' },
  other: { long: 'savitu, neįprastu skoniu', short: 'savitu skoniu' },
};

/** "adjective" qualifies "nikotino pagalvėlės" (feminine plural); "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: { adjective: 'plonos', fit: 'Plonos pagalvėlės diskretiškai įsitaiso po lūpa' },
  mini: { adjective: 'mažos', fit: 'Mini pagalvėlės yra mažos, lengvos ir patogios po lūpa' },
  normal: {
    adjective: 'įprasto dydžio',
    fit: 'Įprasto dydžio pagalvėlės – klasikinis formatas, patogiai prigulantis po lūpa',
  },
  large: {
    adjective: 'didelės',
    fit: 'Didelės pagalvėlės užpildo daugiau vietos ir dosniai atskleidžia skonį',
  },
  superslim: {
    adjective: 'itin plonos',
    fit: 'Itin plonos pagalvėlės yra ypač lieknos ir po lūpa beveik nejuntamos',
  },
};

/**
 * "label" agrees with "stiprumas" (as shop filters write "Stiprumas: stiprus"); "advice" ends
 * the strength sentence after a semicolon; "pouches" names the pouches by their strength.
 */
const STRENGTHS: Readonly<Record<Strength, { label: string; advice: string; pouches: string }>> = {
  '1': {
    label: 'lengvas',
    advice: 'tai švelnus pasirinkimas tiems, kurie renkasi lengvesnį poveikį',
    pouches: 'lengvos pagalvėlės',
  },
  '2': {
    label: 'vidutinis',
    advice: 'tai subalansuotas stiprumas kasdieniam vartojimui',
    pouches: 'vidutinio stiprumo pagalvėlės',
  },
  '3': {
    label: 'stiprus',
    advice: 'labiausiai tinka tiems, kurie jau pripratę prie nikotino pagalvėlių',
    pouches: 'stiprios pagalvėlės',
  },
  '4': {
    label: 'labai stiprus',
    advice: 'skirta tik patyrusiems vartotojams',
    pouches: 'labai stiprios pagalvėlės',
  },
};

const SAFETY =
  'Baltosios pagalvėlės be tabako skirtos tik pilnamečiams (18+); laikykite vaikams nepasiekiamoje vietoje.';

export const lt: ProductCopyLanguage = {
  /** Genitive, as the notes read in "su aiškiai juntamomis … natomis". */
  notes: {
    'Ice Mint': 'ledinių mėtų',
    Spearmint: 'žaliųjų mėtų',
    Peppermint: 'pipirmėčių',
    'Frost Mint': 'žvarbių mėtų',
    Menthol: 'mentolio',
    Blueberry: 'mėlynių',
    Raspberry: 'aviečių',
    Lingonberry: 'bruknių',
    Cloudberry: 'tekšių',
    Blackcurrant: 'juodųjų serbentų',
    'Wild Berries': 'miško uogų',
    Mango: 'mango',
    Peach: 'persikų',
    Watermelon: 'arbūzo',
    'Green Apple': 'žaliųjų obuolių',
    Pineapple: 'ananasų',
    'Passion Fruit': 'marakujų',
    'Cherry Cola': 'vyšnių',
    'Vanilla Cola': 'vanilės',
    'Lime Cola': 'laimų',
    'Salty Liquorice': 'sūriosios lakricos',
    'Sweet Liquorice': 'saldžiosios lakricos',
    'Liquorice Mint': 'mėtų',
    Anise: 'anyžių',
    Espresso: 'espreso',
    'Cold Brew': 'šaltai plikytos kavos',
    Mocha: 'šokolado',
    'Caramel Latte': 'karamelės',
    Lemon: 'citrinų',
    Lime: 'laimų',
    Grapefruit: 'greipfrutų',
    'Blood Orange': 'raudonųjų apelsinų',
    Yuzu: 'judzu',
    Bergamot: 'bergamočių',
    Elderflower: 'šeivamedžio žiedų',
    Eucalyptus: 'eukalipto',
    Cinnamon: 'cinamono',
    Vanilla: 'vanilės',
    Ginger: 'imbiero',
    Rhubarb: 'rabarbarų',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `${capitalised(FORMATS[format].adjective)} nikotino pagalvėlės be tabako su ${TASTES[flavour].short}: ${nicotineMg} mg nikotino kiekvienoje pagalvėlėje (stiprumas ${strength} iš 4).`,
  description(input) {
    const note = noteOf(lt.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} pasižymi ${TASTES[input.flavour].long}${note ? ` su aiškiai juntamomis ${note} natomis` : ''}.`,
      `Kiekvienoje pagalvėlėje yra ${input.nicotineMg} mg nikotino, stiprumas – ${input.strength} iš 4 (${strength.label}); ${strength.advice}.`,
      `${FORMATS[input.format].fit}, o kiekvienoje dėžutėje yra ${pagalveles(input.pouches)}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${nicotineMg} mg nikotino pagalvėlės`,
  metaDescription({ name, flavour, format, nicotineMg: mg, pouches }) {
    const taste = TASTES[flavour].short;
    return fitting([
      `${name}: ${FORMATS[format].adjective} nikotino pagalvėlės be tabako su ${taste}, ${mg} mg nikotino pagalvėlėje, ${pouches} vnt. dėžutėje. Tik 18+.`,
      `${name}: pagalvėlės be tabako su ${taste}, ${mg} mg nikotino pagalvėlėje, ${pouches} vnt. dėžutėje. Tik 18+.`,
      `${name}: ${mg} mg nikotino pagalvėlėje, ${pouches} vnt. dėžutėje. Tik 18+.`,
      `${name}. Tik 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Pirkite ${name} internetu: ${FORMATS[format].adjective} ${brand} nikotino pagalvėlės be tabako su ${TASTES[flavour].short}. ${nicotineMg} mg nikotino kiekvienoje pagalvėlėje, ${pagalveles(pouches)} dėžutėje, stiprumas ${strength} iš 4 (${STRENGTHS[strength].label}). Parduodama tik pilnamečiams (18+).`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].pouches}, ${nicotineMg} mg pagalvėlėje, ${pouches} vnt. dėžutėje.`,
  pouchesPerCan: (count) => pagalveles(count),
  portionsPerCan: (count) => `${count} ${plural(count, 'porcija', 'porcijos', 'porcijų')}`,
  nicotinePerPouch: (mg) => `${mg} mg pagalvėlėje`,
  packName: (singleName, quantity) => `${singleName} – ${dezuciu(quantity)} pakuotė`,
  singleCanVariant: 'Viena dėžutė',
  packVariant: (quantity) => `${dezuciu(quantity)} pakuotė`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30 % nuolaida – kol turime prekių';
      case 'thirty-percent-single-can':
        return '30 % nuolaida vienai dėžutei';
      case 'percent-off-this-week':
        return `Šią savaitę ${offer.percent} % pigiau`;
      case 'campaign-price':
        return `Akcijos kaina: ${offer.percent} % pigiau`;
      case 'buy-ten-save':
        return `Pirkite 10 – sutaupykite ${offer.percent} %`;
    }
  },
};
