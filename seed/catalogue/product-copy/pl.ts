import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/**
 * The Polish plural after a number: 1 saszetka, 2–4 (22–24, 32–34 …) saszetki,
 * otherwise saszetek.
 */
function plural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

const saszetki = (count: number): string =>
  `${count} ${plural(count, 'saszetka', 'saszetki', 'saszetek')}`;

/** "long" completes "X ma …" (accusative); "short" completes "saszetki o …" (locative). */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'chłodny, orzeźwiający smak miętowy', short: 'chłodnym miętowym smaku' },
  berry: {
    long: 'soczysty, słodko-kwaśny smak owoców jagodowych',
    short: 'soczystym smaku owoców jagodowych',
  },
  fruit: { long: 'dojrzały, pełny smak owocowy', short: 'dojrzałym owocowym smaku' },
  cola: { long: 'słodki, klasyczny smak coli', short: 'słodkim smaku coli' },
  liquorice: { long: 'głęboki, wyrazisty smak lukrecji', short: 'wyrazistym smaku lukrecji' },
  coffee: {
    long: 'łagodny, aromatyczny smak palonej kawy',
    short: 'aromatycznym smaku palonej kawy',
  },
  citrus: {
    long: 'świeży, orzeźwiający smak cytrusów',
    short: 'orzeźwiającym smaku cytrusów',
  },
  natural: { long: 'czysty, neutralny smak', short: 'neutralnym smaku' },
  other: { long: 'oryginalny, mniej typowy smak', short: 'oryginalnym smaku' },
};

/** "adjective" qualifies "saszetki (nikotynowe)"; "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: {
    adjective: 'smukłe',
    fit: 'Smukłe saszetki dyskretnie układają się pod wargą',
  },
  mini: {
    adjective: 'małe',
    fit: 'Saszetki mini są małe, lekkie i wygodne pod wargą',
  },
  normal: {
    adjective: 'standardowe',
    fit: 'Saszetki w standardowym rozmiarze to klasyczny, sprawdzony format',
  },
  large: {
    adjective: 'duże',
    fit: 'Duże saszetki wypełniają więcej miejsca pod wargą i obficie uwalniają smak',
  },
  superslim: {
    adjective: 'bardzo smukłe',
    fit: 'Bardzo smukłe saszetki są wyjątkowo cienkie i prawie niewyczuwalne',
  },
};

/**
 * "variant" completes "to …" (the product as a variant); "advice" follows it after a comma;
 * "label" qualifies "moc"; "pouches" names the pouches by their strength.
 */
const STRENGTHS: Readonly<
  Record<Strength, { variant: string; advice: string; label: string; pouches: string }>
> = {
  '1': {
    variant: 'lekki wariant',
    advice: 'łagodny wybór dla tych, którzy wolą coś lżejszego',
    label: 'lekka',
    pouches: 'lekkie saszetki',
  },
  '2': {
    variant: 'wariant o średniej mocy',
    advice: 'zrównoważony wybór na co dzień',
    label: 'średnia',
    pouches: 'saszetki o średniej mocy',
  },
  '3': {
    variant: 'mocny wariant',
    advice: 'najlepszy dla osób przyzwyczajonych do saszetek nikotynowych',
    label: 'mocna',
    pouches: 'mocne saszetki',
  },
  '4': {
    variant: 'bardzo mocny wariant',
    advice: 'przeznaczony wyłącznie dla doświadczonych użytkowników',
    label: 'bardzo mocna',
    pouches: 'bardzo mocne saszetki',
  },
};

const SAFETY =
  'Beztytoniowe białe saszetki są przeznaczone wyłącznie dla osób pełnoletnich (18+); przechowywać w miejscu niedostępnym dla dzieci.';

export const pl: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'lodowej mięty',
    Spearmint: 'mięty zielonej',
    Peppermint: 'mięty pieprzowej',
    'Frost Mint': 'mroźnej mięty',
    Menthol: 'mentolu',
    Blueberry: 'borówki',
    Raspberry: 'maliny',
    Lingonberry: 'borówki brusznicy',
    Cloudberry: 'maliny moroszki',
    Blackcurrant: 'czarnej porzeczki',
    'Wild Berries': 'owoców leśnych',
    Mango: 'mango',
    Peach: 'brzoskwini',
    Watermelon: 'arbuza',
    'Green Apple': 'zielonego jabłka',
    Pineapple: 'ananasa',
    'Passion Fruit': 'marakui',
    'Cherry Cola': 'wiśni',
    'Vanilla Cola': 'wanilii',
    'Lime Cola': 'limonki',
    'Salty Liquorice': 'słonej lukrecji',
    'Sweet Liquorice': 'słodkiej lukrecji',
    'Liquorice Mint': 'mięty',
    Anise: 'anyżu',
    Espresso: 'espresso',
    'Cold Brew': 'kawy parzonej na zimno',
    Mocha: 'czekolady',
    'Caramel Latte': 'karmelu',
    Lemon: 'cytryny',
    Lime: 'limonki',
    Grapefruit: 'grejpfruta',
    'Blood Orange': 'czerwonej pomarańczy',
    Yuzu: 'yuzu',
    Bergamot: 'bergamotki',
    Elderflower: 'kwiatu czarnego bzu',
    Eucalyptus: 'eukaliptusa',
    Cinnamon: 'cynamonu',
    Vanilla: 'wanilii',
    Ginger: 'imbiru',
    Rhubarb: 'rabarbaru',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Beztytoniowe ${FORMATS[format].adjective} saszetki nikotynowe o ${TASTES[flavour].short} i zawartości ${nicotineMg} mg nikotyny na saszetkę (moc ${strength} z 4).`,
  description(input) {
    const note = noteOf(pl.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} ma ${TASTES[input.flavour].long}${note ? ` z wyraźną nutą ${note}` : ''}.`,
      `Każda saszetka zawiera ${input.nicotineMg} mg nikotyny – to ${strength.variant} (moc ${input.strength} z 4), ${strength.advice}.`,
      `${FORMATS[input.format].fit}, a każda puszka zawiera ${saszetki(input.pouches)}.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | saszetki nikotynowe ${nicotineMg} mg`,
  metaDescription({ name, flavour, format, nicotineMg: mg, pouches }) {
    const taste = TASTES[flavour].short;
    const count = `${pouches} ${plural(pouches, 'sztuka', 'sztuki', 'sztuk')}`;
    return fitting([
      `${name} – beztytoniowe ${FORMATS[format].adjective} saszetki o ${taste}, ${mg} mg nikotyny na saszetkę, ${count} w puszce. Tylko 18+.`,
      `${name} – beztytoniowe saszetki o ${taste}, ${mg} mg nikotyny na saszetkę, ${count} w puszce. Tylko 18+.`,
      `${name} – ${mg} mg nikotyny na saszetkę, ${saszetki(pouches)} w puszce. Tylko 18+.`,
      `${name}. Tylko 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Kup ${name} online: beztytoniowe ${FORMATS[format].adjective} saszetki nikotynowe marki ${brand} o ${TASTES[flavour].short}. ${nicotineMg} mg nikotyny na saszetkę, ${saszetki(pouches)} w puszce, moc ${strength} z 4 (${STRENGTHS[strength].label}). Wyłącznie dla osób pełnoletnich (18+).`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].pouches}, ${nicotineMg} mg/saszetkę, ${pouches} ${plural(pouches, 'sztuka', 'sztuki', 'sztuk')} w puszce.`,
  pouchesPerCan: (count) => saszetki(count),
  portionsPerCan: (count) => `${count} ${plural(count, 'porcja', 'porcje', 'porcji')}`,
  nicotinePerPouch: (mg) => `${mg} mg/saszetkę`,
  packName: (singleName, quantity) => `${singleName} ${quantity}-pak`,
  singleCanVariant: 'Pojedyncza puszka',
  packVariant: (quantity) => `${quantity}-pak`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30% taniej – do wyczerpania zapasów';
      case 'thirty-percent-single-can':
        return '30% rabatu na pojedynczą puszkę';
      case 'percent-off-this-week':
        return `W tym tygodniu ${offer.percent}% taniej`;
      case 'campaign-price':
        return `Cena promocyjna: ${offer.percent}% taniej`;
      case 'buy-ten-save':
        return `Kup 10, zaoszczędź ${offer.percent}%`;
    }
  },
};
