import type { Flavour, Format } from '../../../domain/catalogue';
import { STRENGTH_NAMES } from '../../../domain/catalogue';
import type { ProductTexts, SeedProduct } from './seed-types';

type Strength = SeedProduct['strength'];
type Language = 'en' | 'sv' | 'de';
type Localised = Record<Language, string>;

/** A named taste within a flavour group, e.g. "Blueberry" in berry. */
export interface FlavourVariant {
  word: string;
  /** The taste named in the description; omitted where it would only repeat the group. */
  note?: Localised;
}

export const FLAVOUR_VARIANTS: Readonly<Record<Flavour, readonly FlavourVariant[]>> = {
  mint: [
    { word: 'Ice Mint', note: { en: 'icy mint', sv: 'ismint', de: 'Eisminze' } },
    { word: 'Spearmint', note: { en: 'spearmint', sv: 'grönmynta', de: 'Krauseminze' } },
    { word: 'Peppermint', note: { en: 'peppermint', sv: 'pepparmint', de: 'Pfefferminze' } },
    { word: 'Frost Mint', note: { en: 'frosty mint', sv: 'frostig mint', de: 'frostiger Minze' } },
    { word: 'Menthol', note: { en: 'menthol', sv: 'mentol', de: 'Menthol' } },
  ],
  berry: [
    { word: 'Blueberry', note: { en: 'blueberry', sv: 'blåbär', de: 'Heidelbeere' } },
    { word: 'Raspberry', note: { en: 'raspberry', sv: 'hallon', de: 'Himbeere' } },
    { word: 'Lingonberry', note: { en: 'lingonberry', sv: 'lingon', de: 'Preiselbeere' } },
    { word: 'Cloudberry', note: { en: 'cloudberry', sv: 'hjortron', de: 'Moltebeere' } },
    {
      word: 'Blackcurrant',
      note: { en: 'blackcurrant', sv: 'svarta vinbär', de: 'Schwarzer Johannisbeere' },
    },
    { word: 'Wild Berries', note: { en: 'wild berries', sv: 'skogsbär', de: 'Waldbeeren' } },
  ],
  fruit: [
    { word: 'Mango', note: { en: 'mango', sv: 'mango', de: 'Mango' } },
    { word: 'Peach', note: { en: 'peach', sv: 'persika', de: 'Pfirsich' } },
    { word: 'Watermelon', note: { en: 'watermelon', sv: 'vattenmelon', de: 'Wassermelone' } },
    { word: 'Green Apple', note: { en: 'green apple', sv: 'grönt äpple', de: 'grünem Apfel' } },
    { word: 'Pineapple', note: { en: 'pineapple', sv: 'ananas', de: 'Ananas' } },
    { word: 'Passion Fruit', note: { en: 'passion fruit', sv: 'passionsfrukt', de: 'Maracuja' } },
  ],
  cola: [
    { word: 'Cola' },
    { word: 'Cherry Cola', note: { en: 'cherry', sv: 'körsbär', de: 'Kirsche' } },
    { word: 'Vanilla Cola', note: { en: 'vanilla', sv: 'vanilj', de: 'Vanille' } },
    { word: 'Lime Cola', note: { en: 'lime', sv: 'lime', de: 'Limette' } },
  ],
  liquorice: [
    { word: 'Liquorice' },
    {
      word: 'Salty Liquorice',
      note: { en: 'salty liquorice', sv: 'saltlakrits', de: 'Salzlakritz' },
    },
    {
      word: 'Sweet Liquorice',
      note: { en: 'sweet liquorice', sv: 'söt lakrits', de: 'süßem Lakritz' },
    },
    { word: 'Liquorice Mint', note: { en: 'mint', sv: 'mint', de: 'Minze' } },
    { word: 'Anise', note: { en: 'anise', sv: 'anis', de: 'Anis' } },
  ],
  coffee: [
    { word: 'Espresso', note: { en: 'espresso', sv: 'espresso', de: 'Espresso' } },
    { word: 'Cold Brew', note: { en: 'cold brew', sv: 'kallbryggt kaffe', de: 'Cold Brew' } },
    { word: 'Mocha', note: { en: 'chocolate', sv: 'choklad', de: 'Schokolade' } },
    { word: 'Caramel Latte', note: { en: 'caramel', sv: 'kola', de: 'Karamell' } },
  ],
  citrus: [
    { word: 'Lemon', note: { en: 'lemon', sv: 'citron', de: 'Zitrone' } },
    { word: 'Lime', note: { en: 'lime', sv: 'lime', de: 'Limette' } },
    { word: 'Grapefruit', note: { en: 'grapefruit', sv: 'grapefrukt', de: 'Grapefruit' } },
    { word: 'Blood Orange', note: { en: 'blood orange', sv: 'blodapelsin', de: 'Blutorange' } },
    { word: 'Yuzu', note: { en: 'yuzu', sv: 'yuzu', de: 'Yuzu' } },
    { word: 'Bergamot', note: { en: 'bergamot', sv: 'bergamott', de: 'Bergamotte' } },
  ],
  natural: [{ word: 'Original' }, { word: 'Classic' }, { word: 'Pure' }, { word: 'Natural' }],
  other: [
    { word: 'Elderflower', note: { en: 'elderflower', sv: 'fläder', de: 'Holunderblüte' } },
    { word: 'Eucalyptus', note: { en: 'eucalyptus', sv: 'eukalyptus', de: 'Eukalyptus' } },
    { word: 'Cinnamon', note: { en: 'cinnamon', sv: 'kanel', de: 'Zimt' } },
    { word: 'Vanilla', note: { en: 'vanilla', sv: 'vanilj', de: 'Vanille' } },
    { word: 'Ginger', note: { en: 'ginger', sv: 'ingefära', de: 'Ingwer' } },
    { word: 'Rhubarb', note: { en: 'rhubarb', sv: 'rabarber', de: 'Rhabarber' } },
  ],
};

/** "long" completes "X has …"; "short" completes "pouches with …" (German: dative). */
const TASTES: Readonly<Record<Flavour, { long: Localised; short: Localised }>> = {
  mint: {
    long: {
      en: 'a cool, fresh mint taste',
      sv: 'en sval och frisk mintsmak',
      de: 'einen kühlen, frischen Minzgeschmack',
    },
    short: { en: 'a cool mint taste', sv: 'sval mintsmak', de: 'kühlem Minzgeschmack' },
  },
  berry: {
    long: {
      en: 'a juicy, sweet-tart berry taste',
      sv: 'en saftig och sötsyrlig bärsmak',
      de: 'einen saftigen, süß-säuerlichen Beerengeschmack',
    },
    short: { en: 'a juicy berry taste', sv: 'saftig bärsmak', de: 'saftigem Beerengeschmack' },
  },
  fruit: {
    long: {
      en: 'a ripe, rounded fruit taste',
      sv: 'en mogen och rund fruktsmak',
      de: 'einen reifen, runden Fruchtgeschmack',
    },
    short: { en: 'a ripe fruit taste', sv: 'mogen fruktsmak', de: 'reifem Fruchtgeschmack' },
  },
  cola: {
    long: {
      en: 'a sweet, classic cola taste',
      sv: 'en söt och klassisk colasmak',
      de: 'einen süßen, klassischen Colageschmack',
    },
    short: { en: 'a sweet cola taste', sv: 'söt colasmak', de: 'süßem Colageschmack' },
  },
  liquorice: {
    long: {
      en: 'a deep, rich liquorice taste',
      sv: 'en djup och fyllig lakritssmak',
      de: 'einen kräftigen, vollen Lakritzgeschmack',
    },
    short: {
      en: 'a rich liquorice taste',
      sv: 'fyllig lakritssmak',
      de: 'kräftigem Lakritzgeschmack',
    },
  },
  coffee: {
    long: {
      en: 'a smooth, roasted coffee taste',
      sv: 'en mjuk och rostad kaffesmak',
      de: 'einen weichen, gerösteten Kaffeegeschmack',
    },
    short: {
      en: 'a roasted coffee taste',
      sv: 'rostad kaffesmak',
      de: 'geröstetem Kaffeegeschmack',
    },
  },
  citrus: {
    long: {
      en: 'a bright, zesty citrus taste',
      sv: 'en frisk och syrlig citrussmak',
      de: 'einen frischen, spritzigen Zitrusgeschmack',
    },
    short: {
      en: 'a zesty citrus taste',
      sv: 'syrlig citrussmak',
      de: 'spritzigem Zitrusgeschmack',
    },
  },
  natural: {
    long: {
      en: 'a clean, neutral taste',
      sv: 'en ren och neutral smak',
      de: 'einen klaren, neutralen Geschmack',
    },
    short: { en: 'a neutral taste', sv: 'neutral smak', de: 'neutralem Geschmack' },
  },
  other: {
    long: {
      en: 'a distinctive, less usual taste',
      sv: 'en särpräglad och lite ovanlig smak',
      de: 'einen eigenständigen, eher ungewöhnlichen Geschmack',
    },
    short: { en: 'a distinctive taste', sv: 'särpräglad smak', de: 'eigenständigem Geschmack' },
  },
};

/** "adjective" qualifies "nicotine pouches"; "fit" opens the format sentence. */
const FORMAT_COPY: Readonly<Record<Format, { adjective: Localised; fit: Localised }>> = {
  slim: {
    adjective: { en: 'slim', sv: 'smala', de: 'schlanke' },
    fit: {
      en: 'The slim pouches sit discreetly under the lip',
      sv: 'De smala portionerna sitter diskret under läppen',
      de: 'Die schlanken Beutel sitzen diskret unter der Lippe',
    },
  },
  mini: {
    adjective: { en: 'mini', sv: 'små', de: 'kleine' },
    fit: {
      en: 'The mini pouches are small and light under the lip',
      sv: 'Miniportionerna är små och lätta under läppen',
      de: 'Die Mini-Beutel sind klein und angenehm leicht unter der Lippe',
    },
  },
  normal: {
    adjective: { en: 'regular-size', sv: 'normalstora', de: 'normalgroße' },
    fit: {
      en: 'The regular-size pouches give a classic fit',
      sv: 'Portionerna i normalstorlek ger en klassisk passform',
      de: 'Die Beutel in Normalgröße sorgen für einen klassischen Sitz',
    },
  },
  large: {
    adjective: { en: 'large', sv: 'stora', de: 'große' },
    fit: {
      en: 'The large pouches fill out more and release the flavour generously',
      sv: 'De stora portionerna fyller ut mer och ger generöst med smak',
      de: 'Die großen Beutel füllen mehr aus und geben den Geschmack großzügig ab',
    },
  },
  superslim: {
    adjective: { en: 'super slim', sv: 'extra smala', de: 'extra schlanke' },
    fit: {
      en: 'The super slim pouches are extra thin and barely noticeable',
      sv: 'De extra smala portionerna är tunna och knappt märkbara',
      de: 'Die extra schlanken Beutel sind besonders dünn und kaum spürbar',
    },
  },
};

const STRENGTH_COPY: Readonly<Record<Strength, { name: Localised; advice: Localised }>> = {
  '1': {
    name: { en: 'weak', sv: 'svag', de: 'leicht' },
    advice: {
      en: 'a gentle choice for lighter use',
      sv: 'ett milt val för den som vill ha det lätt',
      de: 'eine milde Wahl für leichten Genuss',
    },
  },
  '2': {
    name: { en: 'normal', sv: 'normal', de: 'normal' },
    advice: {
      en: 'a balanced strength for everyday use',
      sv: 'en balanserad styrka för vardagsbruk',
      de: 'eine ausgewogene Stärke für jeden Tag',
    },
  },
  '3': {
    name: { en: 'strong', sv: 'stark', de: 'stark' },
    advice: {
      en: 'best suited to those used to nicotine pouches',
      sv: 'bäst för den som är van vid nikotinportioner',
      de: 'am besten für alle, die Nikotinbeutel gewohnt sind',
    },
  },
  '4': {
    name: { en: 'extra strong', sv: 'extra stark', de: 'extra stark' },
    advice: {
      en: 'intended for experienced users only',
      sv: 'endast avsedd för vana användare',
      de: 'nur für erfahrene Nutzer gedacht',
    },
  },
};

const SAFETY: Localised = {
  en: 'The tobacco-free white pouches are for adults 18+ only; keep out of reach of children.',
  sv: 'De tobaksfria vita portionerna är endast för vuxna över 18 år; förvara dem oåtkomligt för barn.',
  de: 'Die tabakfreien weißen Beutel sind nur für Erwachsene ab 18 Jahren bestimmt; außerhalb der Reichweite von Kindern aufbewahren.',
};

export interface CopyInput {
  /** The full product name, e.g. "Fjordlys Ice Mint Strong Slim". */
  name: string;
  brand: string;
  flavour: Flavour;
  variant: FlavourVariant;
  strength: Strength;
  format: Format;
  nicotineMg: number;
  pouches: number;
}

export const META_DESCRIPTION_MAX = 155;

function excerpt(input: CopyInput, language: Language): string {
  const taste = TASTES[input.flavour].short[language];
  const adjective = FORMAT_COPY[input.format].adjective[language];
  const { nicotineMg: mg, strength: s } = input;
  switch (language) {
    case 'en':
      return `Tobacco-free ${adjective} nicotine pouches with ${taste} and ${mg} mg nicotine per pouch (strength ${s} of 4).`;
    case 'sv':
      return `Tobaksfria ${adjective} nikotinportioner med ${taste} och ${mg} mg nikotin per portion (styrka ${s} av 4).`;
    case 'de':
      return `Tabakfreie ${adjective} Nikotinbeutel mit ${taste} und ${mg} mg Nikotin pro Beutel (Stärke ${s} von 4).`;
  }
}

function description(input: CopyInput, language: Language): string {
  const title = `${input.brand} ${input.variant.word}`;
  const taste = TASTES[input.flavour].long[language];
  const note = input.variant.note?.[language];
  const strength = STRENGTH_COPY[input.strength];
  const fit = FORMAT_COPY[input.format].fit[language];
  const { nicotineMg: mg, strength: s, pouches } = input;
  const sentences = {
    en: [
      `${title} has ${taste}${note ? ` with clear notes of ${note}` : ''}.`,
      `With ${mg} mg nicotine per pouch it is rated ${strength.name.en}, strength ${s} of 4 – ${strength.advice.en}.`,
      `${fit}, and each can holds ${pouches} pouches.`,
    ],
    sv: [
      `${title} har ${taste}${note ? ` med tydliga toner av ${note}` : ''}.`,
      `Med ${mg} mg nikotin per portion har den styrka ${s} av 4 (${strength.name.sv}) – ${strength.advice.sv}.`,
      `${fit}, och varje dosa innehåller ${pouches} portioner.`,
    ],
    de: [
      `${title} hat ${taste}${note ? ` mit deutlichen Noten von ${note}` : ''}.`,
      `Mit ${mg} mg Nikotin pro Beutel liegt die Sorte bei Stärke ${s} von 4 (${strength.name.de}) – ${strength.advice.de}.`,
      `${fit}; jede Dose enthält ${pouches} Beutel.`,
    ],
  }[language];
  return [...sentences, SAFETY[language]].join(' ');
}

function metaDescription(input: CopyInput): string {
  const taste = TASTES[input.flavour].short.en;
  const adjective = FORMAT_COPY[input.format].adjective.en;
  const { name, nicotineMg: mg, pouches } = input;
  const candidates = [
    `${name}: ${taste}, ${mg} mg nicotine per pouch, ${pouches} tobacco-free ${adjective} pouches per can. For adults 18+.`,
    `${name}: ${taste}, ${mg} mg nicotine per pouch, ${pouches} tobacco-free pouches per can. 18+.`,
    `${name}: ${mg} mg nicotine per pouch, ${pouches} pouches per can. 18+.`,
  ];
  const fitting = candidates.find((text) => text.length <= META_DESCRIPTION_MAX);
  return fitting ?? `${name}. 18+.`.slice(0, META_DESCRIPTION_MAX);
}

export function productCopy(input: CopyInput): {
  texts: ProductTexts;
  translations: Partial<Record<string, Partial<ProductTexts>>>;
} {
  const { name, brand, nicotineMg: mg, pouches, strength: s } = input;
  const strengthName = STRENGTH_NAMES[s] ?? STRENGTH_COPY[s].name.en;
  const adjective = FORMAT_COPY[input.format].adjective.en;
  const taste = TASTES[input.flavour].short.en;
  return {
    texts: {
      excerpt: excerpt(input, 'en'),
      description: description(input, 'en'),
      metaTitle: `${name} | ${mg} mg nicotine pouches`,
      metaDescription: metaDescription(input),
      seoDescription: `Buy ${name} online: tobacco-free ${adjective} nicotine pouches from ${brand} with ${taste}. ${mg} mg nicotine per pouch, ${pouches} pouches per can, strength ${s} of 4 (${strengthName}). For adults 18+ only.`,
      seoExcerpt: `${brand} ${input.variant.word} – ${strengthName}, ${mg} mg/pouch, ${pouches} pouches per can.`,
    },
    translations: {
      sv: { excerpt: excerpt(input, 'sv'), description: description(input, 'sv') },
      de: { excerpt: excerpt(input, 'de'), description: description(input, 'de') },
    },
  };
}
