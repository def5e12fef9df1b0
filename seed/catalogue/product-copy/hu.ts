import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** The Hungarian definite article: "az" before a vowel sound, otherwise "a". */
const article = (word: string): string => (/^[aáeéiíoóöőuúüű]/i.test(word) ? 'az' : 'a');

/** A number as Hungarian writes it: decimal comma. */
const num = (value: number): string => String(value).replace('.', ',');

/**
 * The suffix a numeral takes as an adjective ("10-es csomag", "3-as csomag", "5-ös csomag"),
 * by how the number is read aloud: the last non-zero word decides the vowel harmony.
 */
function numeralSuffix(count: number): string {
  const lastDigit = count % 10;
  if (lastDigit !== 0)
    return ['', 'es', 'es', 'as', 'es', 'ös', 'os', 'es', 'as', 'es'][lastDigit] ?? 'es';
  if (count % 1_000_000 === 0) return 's';
  if (count % 1000 === 0) return 'es';
  if (count % 100 === 0) return 'as';
  const tens = Math.floor(count / 10) % 10;
  return ['', 'es', 'as', 'as', 'es', 'es', 'as', 'es', 'as', 'es'][tens] ?? 'es';
}

/** "long" completes "X … kínál" (accusative); "short" follows "nikotinpárnák …" (instrumental). */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'hűs, friss mentás ízt', short: 'hűs mentás ízzel' },
  berry: { long: 'lédús, édes-savanykás bogyós ízt', short: 'lédús bogyós ízzel' },
  fruit: { long: 'érett, telt gyümölcsös ízt', short: 'érett gyümölcsös ízzel' },
  cola: { long: 'édes, klasszikus kólaízt', short: 'édes kólaízzel' },
  liquorice: { long: 'mély, gazdag édesgyökeres ízt', short: 'gazdag édesgyökeres ízzel' },
  coffee: { long: 'lágy, pörkölt kávés ízt', short: 'pörkölt kávés ízzel' },
  citrus: { long: 'élénk, üde citrusos ízt', short: 'üde citrusos ízzel' },
  natural: { long: 'tiszta, semleges ízt', short: 'semleges ízzel' },
  other: { long: 'karakteres, kevésbé megszokott ízt', short: 'karakteres ízzel' },
};

/** "adjective" qualifies "nikotinpárnák"; "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: { adjective: 'vékony', fit: 'A vékony párnák diszkréten simulnak az ajak alá' },
  mini: {
    adjective: 'mini',
    fit: 'A mini párnák kicsik és könnyűek, kényelmesen elférnek az ajak alatt',
  },
  normal: {
    adjective: 'normál méretű',
    fit: 'A normál méretű párnák a megszokott, klasszikus érzést adják',
  },
  large: {
    adjective: 'nagy méretű',
    fit: 'A nagy méretű párnák jobban kitöltik az ajak alatti részt, és bőségesen adják le az ízt',
  },
  superslim: {
    adjective: 'extra vékony',
    fit: 'Az extra vékony párnák különösen keskenyek, és alig érezhetők',
  },
};

const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'enyhe', advice: 'kíméletes választás, ha valami könnyebbre vágysz' },
  '2': { name: 'normál', advice: 'kiegyensúlyozott erősség a mindennapokra' },
  '3': {
    name: 'erős',
    advice: 'leginkább azoknak ajánljuk, akik már megszokták a nikotinpárnákat',
  },
  '4': { name: 'extra erős', advice: 'kizárólag tapasztalt felhasználóknak' },
};

const SAFETY =
  'A dohánymentes, fehér párnák kizárólag nagykorúaknak (18+) valók; gyermekek elől elzárva tartandó.';

export const hu: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'jeges mentás',
    Spearmint: 'fodormentás',
    Peppermint: 'borsmentás',
    'Frost Mint': 'fagyos mentás',
    Menthol: 'mentolos',
    Blueberry: 'kékáfonyás',
    Raspberry: 'málnás',
    Lingonberry: 'vörösáfonyás',
    Cloudberry: 'tőzegszedres',
    Blackcurrant: 'feketeribizlis',
    'Wild Berries': 'erdei gyümölcsös',
    Mango: 'mangós',
    Peach: 'őszibarackos',
    Watermelon: 'görögdinnyés',
    'Green Apple': 'zöldalmás',
    Pineapple: 'ananászos',
    'Passion Fruit': 'maracujás',
    'Cherry Cola': 'cseresznyés',
    'Vanilla Cola': 'vaníliás',
    'Lime Cola': 'zöldcitromos',
    'Salty Liquorice': 'sós medvecukros',
    'Sweet Liquorice': 'édes medvecukros',
    'Liquorice Mint': 'mentás',
    Anise: 'ánizsos',
    Espresso: 'eszpresszós',
    'Cold Brew': 'hidegen áztatott kávés',
    Mocha: 'csokoládés',
    'Caramel Latte': 'karamellás',
    Lemon: 'citromos',
    Lime: 'zöldcitromos',
    Grapefruit: 'grapefruitos',
    'Blood Orange': 'vérnarancsos',
    Yuzu: 'yuzus',
    Bergamot: 'bergamottos',
    Elderflower: 'bodzavirágos',
    Eucalyptus: 'eukaliptuszos',
    Cinnamon: 'fahéjas',
    Vanilla: 'vaníliás',
    Ginger: 'gyömbéres',
    Rhubarb: 'rebarbarás',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Dohánymentes, ${FORMATS[format].adjective} nikotinpárnák ${TASTES[flavour].short}, párnánként ${num(nicotineMg)} mg nikotinnal (erősség: ${strength}/4).`,
  description(input) {
    const note = noteOf(hu.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    const product = `${input.brand} ${input.variant}`;
    const opening = `${article(product)} ${product}`;
    return [
      `${opening.charAt(0).toUpperCase()}${opening.slice(1)} ${TASTES[input.flavour].long} kínál${note ? `, jól érezhető ${note} jegyekkel` : ''}.`,
      `Párnánként ${num(input.nicotineMg)} mg nikotint tartalmaz, erőssége ${input.strength}/4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}, egy dobozban pedig ${input.pouches} párna található.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${num(nicotineMg)} mg-os nikotinpárna`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const mg = num(nicotineMg);
    const taste = TASTES[flavour].short;
    return fitting([
      `${name}: dohánymentes, ${FORMATS[format].adjective} nikotinpárnák ${taste}. Párnánként ${mg} mg nikotin, dobozonként ${pouches} párna. Csak 18 éves kortól.`,
      `${name}: dohánymentes nikotinpárnák ${taste}. Párnánként ${mg} mg nikotin, dobozonként ${pouches} párna. 18+`,
      `${name}: párnánként ${mg} mg nikotin, dobozonként ${pouches} párna. 18+`,
      `${name}. 18+`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Vásárold meg online ${article(name)} ${name} nikotinpárnát: dohánymentes, ${FORMATS[format].adjective} párnák ${article(brand)} ${brand} kínálatából, ${TASTES[flavour].short}. Párnánként ${num(nicotineMg)} mg nikotin, dobozonként ${pouches} párna, erősség: ${strength}/4 (${STRENGTHS[strength].name}). Kizárólag nagykorúaknak (18+).`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name}, ${num(nicotineMg)} mg/párna, dobozonként ${pouches} párna.`,
  pouchesPerCan: (count) => `${count} párna`,
  portionsPerCan: (count) => `${count} adag`,
  nicotinePerPouch: (mg) => `${num(mg)} mg/párna`,
  packName: (singleName, quantity) => `${singleName} ${quantity}-${numeralSuffix(quantity)} csomag`,
  singleCanVariant: '1 doboz',
  packVariant: (quantity) => `${quantity}-${numeralSuffix(quantity)} csomag`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30% kedvezmény a készlet erejéig';
      case 'thirty-percent-single-can':
        return '30% kedvezmény az 1 dobozos kiszerelésre';
      case 'percent-off-this-week':
        return `Csak ezen a héten: ${offer.percent}% kedvezmény`;
      case 'campaign-price':
        return `Akciós ár: ${offer.percent}% kedvezmény`;
      case 'buy-ten-save':
        return `Vegyél 10 dobozt, és spórolj ${offer.percent}%-ot`;
    }
  },
};
