import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** "long" completes "X ha …"; "short" completes "bustine con …" (both with their article). */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'un gusto di menta fresco e rinfrescante', short: 'un fresco gusto di menta' },
  berry: {
    long: 'un gusto di frutti di bosco succoso e agrodolce',
    short: 'un succoso gusto di frutti di bosco',
  },
  fruit: { long: 'un gusto pieno e rotondo di frutta matura', short: 'un gusto di frutta matura' },
  cola: { long: 'il classico gusto dolce della cola', short: 'un dolce gusto di cola' },
  liquorice: {
    long: 'un gusto di liquirizia intenso e corposo',
    short: 'un gusto corposo di liquirizia',
  },
  coffee: {
    long: 'un gusto morbido e rotondo di caffè tostato',
    short: 'un gusto di caffè tostato',
  },
  citrus: { long: 'un gusto di agrumi vivace e frizzante', short: 'un vivace gusto di agrumi' },
  natural: { long: 'un gusto pulito e neutro', short: 'un gusto neutro' },
  other: { long: 'un gusto particolare e fuori dal comune', short: 'un gusto particolare' },
};

/** "label" follows "bustine (di nicotina) senza tabacco"; "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { label: string; fit: string }>> = {
  slim: { label: 'in formato slim', fit: 'Le bustine slim stanno discrete sotto il labbro' },
  mini: { label: 'in formato mini', fit: 'Le bustine mini sono piccole e leggere sotto il labbro' },
  normal: {
    label: 'in formato standard',
    fit: 'Le bustine in formato standard offrono la classica sensazione sotto il labbro',
  },
  large: {
    label: 'in formato grande',
    fit: 'Le bustine grandi sono più piene e rilasciano il gusto in modo generoso',
  },
  superslim: {
    label: 'in formato super slim',
    fit: 'Le bustine super slim sono sottilissime e quasi impercettibili',
  },
};

/** "name" qualifies "intensità" (feminine). */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'leggera', advice: 'una scelta delicata per un consumo leggero' },
  '2': { name: 'normale', advice: 'il giusto equilibrio per tutti i giorni' },
  '3': { name: 'forte', advice: 'ideale per chi è già abituato alle bustine di nicotina' },
  '4': { name: 'extra forte', advice: 'adatta solo a consumatori esperti' },
};

const SAFETY =
  'Le bustine bianche senza tabacco sono riservate ai maggiorenni (18+); tenere fuori dalla portata dei bambini.';

export const it: ProductCopyLanguage = {
  /** Each note follows "note di …", so it has no article. */
  notes: {
    'Ice Mint': 'menta ghiacciata',
    Spearmint: 'menta verde',
    Peppermint: 'menta piperita',
    'Frost Mint': 'menta glaciale',
    Menthol: 'mentolo',
    Blueberry: 'mirtillo',
    Raspberry: 'lampone',
    Lingonberry: 'mirtillo rosso',
    Cloudberry: 'camemoro',
    Blackcurrant: 'ribes nero',
    'Wild Berries': 'bacche selvatiche',
    Mango: 'mango',
    Peach: 'pesca',
    Watermelon: 'anguria',
    'Green Apple': 'mela verde',
    Pineapple: 'ananas',
    'Passion Fruit': 'frutto della passione',
    'Cherry Cola': 'ciliegia',
    'Vanilla Cola': 'vaniglia',
    'Lime Cola': 'lime',
    'Salty Liquorice': 'liquirizia salata',
    'Sweet Liquorice': 'liquirizia dolce',
    'Liquorice Mint': 'menta',
    Anise: 'anice',
    Espresso: 'espresso',
    'Cold Brew': 'caffè infuso a freddo',
    Mocha: 'cioccolato',
    'Caramel Latte': 'caramello',
    Lemon: 'limone',
    Lime: 'lime',
    Grapefruit: 'pompelmo',
    'Blood Orange': 'arancia rossa',
    Yuzu: 'yuzu',
    Bergamot: 'bergamotto',
    Elderflower: 'fiori di sambuco',
    Eucalyptus: 'eucalipto',
    Cinnamon: 'cannella',
    Vanilla: 'vaniglia',
    Ginger: 'zenzero',
    Rhubarb: 'rabarbaro',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Bustine di nicotina senza tabacco ${FORMATS[format].label}, con ${TASTES[flavour].short} e ${nicotineMg} mg di nicotina per bustina (intensità ${strength} su 4).`,
  description(input) {
    const note = noteOf(it.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} ha ${TASTES[input.flavour].long}${note ? `, con spiccate note di ${note}` : ''}.`,
      `Con ${input.nicotineMg} mg di nicotina per bustina, l'intensità è ${input.strength} su 4 (${strength.name}): ${strength.advice}.`,
      `${FORMATS[input.format].fit}; ogni scatoletta ne contiene ${input.pouches}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | Bustine di nicotina da ${nicotineMg} mg`,
  metaDescription({ name, flavour, format, nicotineMg: mg, pouches }) {
    const taste = TASTES[flavour].short;
    return fitting([
      `${name}: bustine ${FORMATS[format].label} con ${taste}, ${mg} mg di nicotina per bustina, ${pouches} per scatoletta. Senza tabacco, solo 18+.`,
      `${name}: bustine senza tabacco con ${taste}, ${mg} mg di nicotina per bustina, ${pouches} per scatoletta. Solo 18+.`,
      `${name}: ${mg} mg di nicotina per bustina, ${pouches} bustine senza tabacco per scatoletta. Solo maggiorenni.`,
      `${name}. Solo maggiorenni.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Acquista online ${name}: bustine di nicotina senza tabacco ${FORMATS[format].label} di ${brand}, con ${TASTES[flavour].short}. ${nicotineMg} mg di nicotina per bustina, ${pouches} bustine per scatoletta, intensità ${strength} su 4 (${STRENGTHS[strength].name}). Vendita riservata ai maggiorenni.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – intensità ${STRENGTHS[strength].name}, ${nicotineMg} mg/bustina, ${pouches} bustine per scatoletta.`,
  pouchesPerCan: (count) => `${count} bustine`,
  portionsPerCan: (count) => `${count} porzioni`,
  nicotinePerPouch: (mg) => `${mg} mg/bustina`,
  packName: (singleName, quantity) => `${singleName} – confezione da ${quantity}`,
  singleCanVariant: 'Scatoletta singola',
  packVariant: (quantity) => `Confezione da ${quantity}`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30% di sconto – fino a esaurimento scorte';
      case 'thirty-percent-single-can':
        return '30% di sconto sulla scatoletta singola';
      case 'percent-off-this-week':
        return `${offer.percent}% di sconto questa settimana`;
      case 'campaign-price':
        return `Prezzo promozionale: -${offer.percent}%`;
      case 'buy-ten-save':
        return `Acquistane 10 e risparmia il ${offer.percent}%`;
    }
  },
};
