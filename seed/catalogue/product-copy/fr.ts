import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/**
 * "long" completes "X offre …" (feminine "saveur"); "short" completes "sachets au …"
 * (masculine "goût", no article).
 */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'une saveur de menthe fraîche et vivifiante', short: 'goût de menthe fraîche' },
  berry: {
    long: 'une saveur de fruits rouges juteux, entre douceur et acidité',
    short: 'goût de fruits rouges juteux',
  },
  fruit: {
    long: 'une saveur de fruits bien mûrs, ronde et généreuse',
    short: 'goût de fruits mûrs',
  },
  cola: { long: 'une saveur de cola classique, douce et sucrée', short: 'goût de cola sucré' },
  liquorice: {
    long: 'une saveur de réglisse intense et profonde',
    short: 'goût intense de réglisse',
  },
  coffee: { long: 'une saveur de café torréfié, douce et ronde', short: 'goût de café torréfié' },
  citrus: { long: 'une saveur d’agrumes vive et acidulée', short: 'goût acidulé d’agrumes' },
  natural: { long: 'une saveur pure et neutre', short: 'goût neutre' },
  other: { long: 'une saveur singulière, qui sort de l’ordinaire', short: 'goût atypique' },
};

/** "adjective" follows "sachets de nicotine sans tabac"; "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { adjective: string; fit: string }>> = {
  slim: {
    adjective: 'au format slim',
    fit: 'Les sachets slim se logent discrètement sous la lèvre',
  },
  mini: {
    adjective: 'au format mini',
    fit: 'Les mini-sachets, petits et légers, se font oublier sous la lèvre',
  },
  normal: {
    adjective: 'au format classique',
    fit: 'Les sachets au format classique se placent confortablement sous la lèvre',
  },
  large: {
    adjective: 'grand format',
    fit: 'Plus volumineux, les grands sachets libèrent généreusement les arômes',
  },
  superslim: {
    adjective: 'au format super slim',
    fit: 'Extra-fins, les sachets super slim se font à peine sentir sous la lèvre',
  },
};

/** "name" agrees with "force" (feminine); "advice" follows a dash. */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'légère', advice: 'un choix tout en douceur pour une consommation modérée' },
  '2': { name: 'normale', advice: 'un bon équilibre pour tous les jours' },
  '3': { name: 'forte', advice: 'à privilégier si vous avez l’habitude des sachets de nicotine' },
  '4': { name: 'extra-forte', advice: 'à réserver aux utilisateurs expérimentés' },
};

const SAFETY =
  'Ces sachets blancs sans tabac sont réservés aux adultes de 18 ans et plus ; à tenir hors de portée des enfants.';

/** "de menthe", "d’ananas": the preposition before a note, elided before a vowel. */
const de = (note: string): string => (/^[aeiouéèêâîô]/i.test(note) ? `d’${note}` : `de ${note}`);

/** French writes decimals with a comma: "1,5 mg". */
const mgOf = (mg: number): string => String(mg).replace('.', ',');

export const fr: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'menthe glaciale',
    Spearmint: 'menthe verte',
    Peppermint: 'menthe poivrée',
    'Frost Mint': 'menthe givrée',
    Menthol: 'menthol',
    Blueberry: 'myrtille',
    Raspberry: 'framboise',
    Lingonberry: 'airelle',
    Cloudberry: 'mûre arctique',
    Blackcurrant: 'cassis',
    'Wild Berries': 'fruits des bois',
    Mango: 'mangue',
    Peach: 'pêche',
    Watermelon: 'pastèque',
    'Green Apple': 'pomme verte',
    Pineapple: 'ananas',
    'Passion Fruit': 'fruit de la passion',
    'Cherry Cola': 'cerise',
    'Vanilla Cola': 'vanille',
    'Lime Cola': 'citron vert',
    'Salty Liquorice': 'réglisse salée',
    'Sweet Liquorice': 'réglisse sucrée',
    'Liquorice Mint': 'menthe',
    Anise: 'anis',
    Espresso: 'expresso',
    'Cold Brew': 'café infusé à froid',
    Mocha: 'chocolat',
    'Caramel Latte': 'caramel',
    Lemon: 'citron',
    Lime: 'citron vert',
    Grapefruit: 'pamplemousse',
    'Blood Orange': 'orange sanguine',
    Yuzu: 'yuzu',
    Bergamot: 'bergamote',
    Elderflower: 'fleur de sureau',
    Eucalyptus: 'eucalyptus',
    Cinnamon: 'cannelle',
    Vanilla: 'vanille',
    Ginger: 'gingembre',
    Rhubarb: 'rhubarbe',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Sachets de nicotine sans tabac ${FORMATS[format].adjective}, au ${TASTES[flavour].short}, dosés à ${mgOf(nicotineMg)} mg de nicotine par sachet (force ${strength} sur 4).`,
  description(input) {
    const note = noteOf(fr.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} offre ${TASTES[input.flavour].long}${note ? `, avec des notes bien marquées ${de(note)}` : ''}.`,
      `Dosé à ${mgOf(input.nicotineMg)} mg de nicotine par sachet, il affiche une force de ${input.strength} sur 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}, et chaque boîte contient ${input.pouches} sachets.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | Sachets de nicotine ${mgOf(nicotineMg)} mg`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const mg = mgOf(nicotineMg);
    const taste = TASTES[flavour].short;
    return fitting([
      `${name} : ${taste}, ${mg} mg de nicotine par sachet, ${pouches} sachets sans tabac ${FORMATS[format].adjective} par boîte. Réservé aux adultes de 18 ans et plus.`,
      `${name} : ${taste}, ${mg} mg de nicotine par sachet, ${pouches} sachets sans tabac ${FORMATS[format].adjective} par boîte. Réservé aux majeurs.`,
      `${name} : ${taste}, ${mg} mg de nicotine par sachet, ${pouches} sachets sans tabac par boîte. Réservé aux majeurs.`,
      `${name} : ${mg} mg de nicotine par sachet, ${pouches} sachets par boîte. Réservé aux majeurs.`,
      `${name}. Réservé aux majeurs.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Achetez ${name} en ligne : des sachets de nicotine sans tabac ${FORMATS[format].adjective} signés ${brand}, au ${TASTES[flavour].short}. ${mgOf(nicotineMg)} mg de nicotine par sachet, ${pouches} sachets par boîte, force ${strength} sur 4 (${STRENGTHS[strength].name}). Réservé aux adultes de 18 ans et plus.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – force ${strength}/4 (${STRENGTHS[strength].name}), ${mgOf(nicotineMg)} mg/sachet, ${pouches} sachets par boîte.`,
  pouchesPerCan: (count) => `${count} sachets`,
  portionsPerCan: (count) => `${count} portions`,
  nicotinePerPouch: (mg) => `${mgOf(mg)} mg/sachet`,
  packName: (singleName, quantity) => `${singleName} – lot de ${quantity}`,
  singleCanVariant: 'Boîte à l’unité',
  packVariant: (quantity) => `Lot de ${quantity}`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '-30 % jusqu’à épuisement des stocks';
      case 'thirty-percent-single-can':
        return '-30 % sur la boîte à l’unité';
      case 'percent-off-this-week':
        return `-${offer.percent} % cette semaine`;
      case 'campaign-price':
        return `Prix promo : -${offer.percent} %`;
      case 'buy-ten-save':
        return `Achetez-en 10, économisez ${offer.percent} %`;
    }
  },
};
