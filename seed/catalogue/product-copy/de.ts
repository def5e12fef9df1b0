import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** "long" completes "X hat …" (accusative); "short" completes "Beutel mit …" (dative). */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'einen kühlen, frischen Minzgeschmack', short: 'kühlem Minzgeschmack' },
  berry: {
    long: 'einen saftigen, süß-säuerlichen Beerengeschmack',
    short: 'saftigem Beerengeschmack',
  },
  fruit: { long: 'einen reifen, runden Fruchtgeschmack', short: 'reifem Fruchtgeschmack' },
  cola: { long: 'einen süßen, klassischen Colageschmack', short: 'süßem Colageschmack' },
  liquorice: {
    long: 'einen kräftigen, vollen Lakritzgeschmack',
    short: 'kräftigem Lakritzgeschmack',
  },
  coffee: {
    long: 'einen weichen, gerösteten Kaffeegeschmack',
    short: 'geröstetem Kaffeegeschmack',
  },
  citrus: {
    long: 'einen frischen, spritzigen Zitrusgeschmack',
    short: 'spritzigem Zitrusgeschmack',
  },
  natural: { long: 'einen klaren, neutralen Geschmack', short: 'neutralem Geschmack' },
  other: {
    long: 'einen eigenständigen, eher ungewöhnlichen Geschmack',
    short: 'eigenständigem Geschmack',
  },
};

/** "adjective" qualifies "Nikotinbeutel" (plural, no article); "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: { adjective: 'schlanke', fit: 'Die schlanken Beutel sitzen diskret unter der Lippe' },
  mini: {
    adjective: 'kleine',
    fit: 'Die Mini-Beutel sind klein und angenehm leicht unter der Lippe',
  },
  normal: {
    adjective: 'normalgroße',
    fit: 'Die Beutel in Normalgröße sorgen für einen klassischen Sitz',
  },
  large: {
    adjective: 'große',
    fit: 'Die großen Beutel füllen mehr aus und geben den Geschmack großzügig ab',
  },
  superslim: {
    adjective: 'extra schlanke',
    fit: 'Die extra schlanken Beutel sind besonders dünn und kaum spürbar',
  },
};

const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'leicht', advice: 'eine milde Wahl für leichten Genuss' },
  '2': { name: 'normal', advice: 'eine ausgewogene Stärke für jeden Tag' },
  '3': { name: 'stark', advice: 'am besten für alle, die Nikotinbeutel gewohnt sind' },
  '4': { name: 'extra stark', advice: 'nur für erfahrene Nutzer gedacht' },
};

const SAFETY =
  'Die tabakfreien weißen Beutel sind nur für Erwachsene ab 18 Jahren bestimmt; außerhalb der Reichweite von Kindern aufbewahren.';

export const de: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'Eisminze',
    Spearmint: 'Krauseminze',
    Peppermint: 'Pfefferminze',
    'Frost Mint': 'frostiger Minze',
    Menthol: 'Menthol',
    Blueberry: 'Heidelbeere',
    Raspberry: 'Himbeere',
    Lingonberry: 'Preiselbeere',
    Cloudberry: 'Moltebeere',
    Blackcurrant: 'Schwarzer Johannisbeere',
    'Wild Berries': 'Waldbeeren',
    Mango: 'Mango',
    Peach: 'Pfirsich',
    Watermelon: 'Wassermelone',
    'Green Apple': 'grünem Apfel',
    Pineapple: 'Ananas',
    'Passion Fruit': 'Maracuja',
    'Cherry Cola': 'Kirsche',
    'Vanilla Cola': 'Vanille',
    'Lime Cola': 'Limette',
    'Salty Liquorice': 'Salzlakritz',
    'Sweet Liquorice': 'süßem Lakritz',
    'Liquorice Mint': 'Minze',
    Anise: 'Anis',
    Espresso: 'Espresso',
    'Cold Brew': 'Cold Brew',
    Mocha: 'Schokolade',
    'Caramel Latte': 'Karamell',
    Lemon: 'Zitrone',
    Lime: 'Limette',
    Grapefruit: 'Grapefruit',
    'Blood Orange': 'Blutorange',
    Yuzu: 'Yuzu',
    Bergamot: 'Bergamotte',
    Elderflower: 'Holunderblüte',
    Eucalyptus: 'Eukalyptus',
    Cinnamon: 'Zimt',
    Vanilla: 'Vanille',
    Ginger: 'Ingwer',
    Rhubarb: 'Rhabarber',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Tabakfreie ${FORMATS[format].adjective} Nikotinbeutel mit ${TASTES[flavour].short} und ${nicotineMg} mg Nikotin pro Beutel (Stärke ${strength} von 4).`,
  description(input) {
    const note = noteOf(de.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} hat ${TASTES[input.flavour].long}${note ? ` mit deutlichen Noten von ${note}` : ''}.`,
      `Mit ${input.nicotineMg} mg Nikotin pro Beutel liegt die Sorte bei Stärke ${input.strength} von 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}; jede Dose enthält ${input.pouches} Beutel.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${nicotineMg} mg Nikotinbeutel`,
  metaDescription: ({ name, flavour, format, nicotineMg: mg, pouches }) =>
    fitting([
      `${name}: Beutel mit ${TASTES[flavour].short}, ${mg} mg Nikotin pro Beutel, ${pouches} tabakfreie ${FORMATS[format].adjective} Beutel pro Dose. Ab 18.`,
      `${name}: ${mg} mg Nikotin pro Beutel, ${pouches} tabakfreie Beutel pro Dose. Nur für Erwachsene ab 18.`,
      `${name}: ${mg} mg Nikotin pro Beutel, ${pouches} Beutel pro Dose. Ab 18.`,
      `${name}. Ab 18.`,
    ]),
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `${name} online kaufen: tabakfreie ${FORMATS[format].adjective} Nikotinbeutel von ${brand} mit ${TASTES[flavour].short}. ${nicotineMg} mg Nikotin pro Beutel, ${pouches} Beutel pro Dose, Stärke ${strength} von 4 (${STRENGTHS[strength].name}). Nur für Erwachsene ab 18 Jahren.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name}, ${nicotineMg} mg/Beutel, ${pouches} Beutel pro Dose.`,
  pouchesPerCan: (count) => `${count} Beutel`,
  portionsPerCan: (count) => `${count} Portionen`,
  nicotinePerPouch: (mg) => `${mg} mg/Beutel`,
  packName: (singleName, quantity) => `${singleName} ${quantity}er-Pack`,
  singleCanVariant: 'Einzeldose',
  packVariant: (quantity) => `${quantity}er-Pack`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30 % Rabatt – solange der Vorrat reicht';
      case 'thirty-percent-single-can':
        return '30 % Rabatt auf die Einzeldose';
      case 'percent-off-this-week':
        return `Diese Woche ${offer.percent} % Rabatt`;
      case 'campaign-price':
        return `Aktionspreis: ${offer.percent} % Rabatt`;
      case 'buy-ten-save':
        return `10 kaufen, ${offer.percent} % sparen`;
    }
  },
};
