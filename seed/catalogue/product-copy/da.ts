import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** "long" completes "X har …"; "short" completes "nikotinposer med …". */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'en kølig og frisk mintsmag', short: 'kølig mintsmag' },
  berry: { long: 'en saftig og sødsyrlig bærsmag', short: 'saftig bærsmag' },
  fruit: { long: 'en moden og rund frugtsmag', short: 'moden frugtsmag' },
  cola: { long: 'en sød og klassisk colasmag', short: 'sød colasmag' },
  liquorice: { long: 'en dyb og fyldig lakridssmag', short: 'fyldig lakridssmag' },
  coffee: { long: 'en blød og ristet kaffesmag', short: 'ristet kaffesmag' },
  citrus: { long: 'en frisk og syrlig citrussmag', short: 'syrlig citrussmag' },
  natural: { long: 'en ren og neutral smag', short: 'neutral smag' },
  other: { long: 'en særpræget og lidt usædvanlig smag', short: 'særpræget smag' },
};

/** "adjective" qualifies "nikotinposer" (plural, indefinite); "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: { adjective: 'slanke', fit: 'De slanke poser sidder diskret under læben' },
  mini: { adjective: 'små', fit: 'Miniposerne er små og lette under læben' },
  normal: {
    adjective: 'normalstore',
    fit: 'Poserne i normalstørrelse giver en klassisk pasform',
  },
  large: {
    adjective: 'store',
    fit: 'De store poser fylder mere og afgiver smagen generøst',
  },
  superslim: {
    adjective: 'ekstra slanke',
    fit: 'De ekstra slanke poser er særligt tynde og næsten ikke til at mærke',
  },
};

const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'svag', advice: 'et mildt valg til dig, der vil have det let' },
  '2': { name: 'normal', advice: 'en afbalanceret styrke til hverdagsbrug' },
  '3': { name: 'stærk', advice: 'bedst egnet til dem, der er vant til nikotinposer' },
  '4': { name: 'ekstra stærk', advice: 'kun beregnet til erfarne brugere' },
};

const SAFETY =
  'De tobaksfrie hvide poser er kun for voksne over 18 år og skal opbevares utilgængeligt for børn.';

/** Danish numbers: decimal comma. */
const n = (value: number): string => String(value).replace('.', ',');

export const da: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'iskold mynte',
    Spearmint: 'grønmynte',
    Peppermint: 'pebermynte',
    'Frost Mint': 'frostkølig mynte',
    Menthol: 'mentol',
    Blueberry: 'blåbær',
    Raspberry: 'hindbær',
    Lingonberry: 'tyttebær',
    Cloudberry: 'multebær',
    Blackcurrant: 'solbær',
    'Wild Berries': 'skovbær',
    Mango: 'mango',
    Peach: 'fersken',
    Watermelon: 'vandmelon',
    'Green Apple': 'grønt æble',
    Pineapple: 'ananas',
    'Passion Fruit': 'passionsfrugt',
    'Cherry Cola': 'kirsebær',
    'Vanilla Cola': 'vanilje',
    'Lime Cola': 'lime',
    'Salty Liquorice': 'saltlakrids',
    'Sweet Liquorice': 'sød lakrids',
    'Liquorice Mint': 'mynte',
    Anise: 'anis',
    Espresso: 'espresso',
    'Cold Brew': 'koldbrygget kaffe',
    Mocha: 'chokolade',
    'Caramel Latte': 'karamel',
    Lemon: 'citron',
    Lime: 'lime',
    Grapefruit: 'grapefrugt',
    'Blood Orange': 'blodappelsin',
    Yuzu: 'yuzu',
    Bergamot: 'bergamot',
    Elderflower: 'hyldeblomst',
    Eucalyptus: 'eukalyptus',
    Cinnamon: 'kanel',
    Vanilla: 'vanilje',
    Ginger: 'ingefær',
    Rhubarb: 'rabarber',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Tobaksfrie ${FORMATS[format].adjective} nikotinposer med ${TASTES[flavour].short} og ${n(nicotineMg)} mg nikotin pr. pose (styrke ${strength} ud af 4).`,
  description(input) {
    const note = noteOf(da.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} har ${TASTES[input.flavour].long}${note ? ` med tydelige noter af ${note}` : ''}.`,
      `Med ${n(input.nicotineMg)} mg nikotin pr. pose har den styrke ${input.strength} ud af 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}, og hver dåse indeholder ${input.pouches} poser.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | ${n(nicotineMg)} mg nikotinposer`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const taste = TASTES[flavour].short;
    const mg = n(nicotineMg);
    return fitting([
      `${name}: ${taste}, ${mg} mg nikotin pr. pose, ${pouches} tobaksfrie ${FORMATS[format].adjective} poser pr. dåse. Kun for voksne over 18 år.`,
      `${name}: ${taste}, ${mg} mg nikotin pr. pose, ${pouches} tobaksfrie poser pr. dåse. 18+.`,
      `${name}: ${mg} mg nikotin pr. pose, ${pouches} poser pr. dåse. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Køb ${name} online: tobaksfrie ${FORMATS[format].adjective} nikotinposer fra ${brand} med ${TASTES[flavour].short}. ${n(nicotineMg)} mg nikotin pr. pose, ${pouches} poser pr. dåse, styrke ${strength} ud af 4 (${STRENGTHS[strength].name}). Kun for voksne over 18 år.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name}, ${n(nicotineMg)} mg/pose, ${pouches} poser pr. dåse.`,
  pouchesPerCan: (count) => `${count} poser`,
  portionsPerCan: (count) => `${count} portioner`,
  nicotinePerPouch: (mg) => `${n(mg)} mg/pose`,
  packName: (singleName, quantity) => `${singleName} ${quantity}-pak`,
  singleCanVariant: 'Enkelt dåse',
  packVariant: (quantity) => `${quantity}-pak`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30 % rabat – så længe lager haves';
      case 'thirty-percent-single-can':
        return '30 % rabat på en enkelt dåse';
      case 'percent-off-this-week':
        return `${offer.percent} % rabat i denne uge`;
      case 'campaign-price':
        return `Kampagnepris: ${offer.percent} % rabat`;
      case 'buy-ten-save':
        return `Køb 10, spar ${offer.percent} %`;
    }
  },
};
