import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** Spanish writes the decimal comma ("1,5 mg"). */
const number = (value: number): string => String(value).replace('.', ',');

/** "long" completes "X tiene …"; "short" completes "bolsas … con …" (no article). */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'un sabor a menta fresco y vigorizante', short: 'sabor fresco a menta' },
  berry: { long: 'un jugoso sabor a bayas, entre dulce y ácido', short: 'sabor jugoso a bayas' },
  fruit: { long: 'un sabor a fruta madura, redondo y suave', short: 'sabor a fruta madura' },
  cola: { long: 'un sabor a cola dulce y clásico', short: 'sabor dulce a cola' },
  liquorice: { long: 'un sabor a regaliz profundo e intenso', short: 'sabor intenso a regaliz' },
  coffee: { long: 'un sabor a café tostado, suave y redondo', short: 'sabor a café tostado' },
  citrus: { long: 'un sabor cítrico vivo y chispeante', short: 'sabor cítrico chispeante' },
  natural: { long: 'un sabor limpio y neutro', short: 'sabor neutro' },
  other: { long: 'un sabor singular y poco habitual', short: 'sabor singular' },
};

/** "kind" completes "bolsas de nicotina sin tabaco …" (also after a comma); "fit" opens the format sentence. */
const FORMATS: Readonly<Record<Format, { kind: string; fit: string }>> = {
  slim: { kind: 'en formato slim', fit: 'Las bolsas slim quedan discretas bajo el labio' },
  mini: { kind: 'en formato mini', fit: 'Las bolsas mini son pequeñas y ligeras bajo el labio' },
  normal: {
    kind: 'de tamaño normal',
    fit: 'Las bolsas de tamaño normal ofrecen el ajuste de siempre',
  },
  large: {
    kind: 'de tamaño grande',
    fit: 'Las bolsas grandes llenan más y liberan el sabor con generosidad',
  },
  superslim: {
    kind: 'en formato super slim',
    fit: 'Las bolsas super slim son extrafinas y apenas se notan',
  },
};

/** "name" is invariable, so it fits any noun; "advice" follows "su intensidad es N de 4 (name): …". */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'suave', advice: 'una opción delicada para un consumo ligero' },
  '2': { name: 'normal', advice: 'equilibrada y perfecta para el día a día' },
  '3': { name: 'fuerte', advice: 'ideal para quienes ya conocen bien las bolsas de nicotina' },
  '4': { name: 'extrafuerte', advice: 'recomendada solo para usuarios experimentados' },
};

const SAFETY =
  'Estas bolsas blancas sin tabaco son solo para mayores de 18 años; mantener fuera del alcance de los niños.';

export const es: ProductCopyLanguage = {
  notes: {
    'Ice Mint': 'menta helada',
    Spearmint: 'hierbabuena',
    Peppermint: 'menta piperita',
    'Frost Mint': 'menta glacial',
    Menthol: 'mentol',
    Blueberry: 'arándano',
    Raspberry: 'frambuesa',
    Lingonberry: 'arándano rojo',
    Cloudberry: 'mora ártica',
    Blackcurrant: 'grosella negra',
    'Wild Berries': 'frutos del bosque',
    Mango: 'mango',
    Peach: 'melocotón',
    Watermelon: 'sandía',
    'Green Apple': 'manzana verde',
    Pineapple: 'piña',
    'Passion Fruit': 'maracuyá',
    'Cherry Cola': 'cereza',
    'Vanilla Cola': 'vainilla',
    'Lime Cola': 'lima',
    'Salty Liquorice': 'regaliz salado',
    'Sweet Liquorice': 'regaliz dulce',
    'Liquorice Mint': 'menta',
    Anise: 'anís',
    Espresso: 'espresso',
    'Cold Brew': 'café infusionado en frío',
    Mocha: 'chocolate',
    'Caramel Latte': 'caramelo',
    Lemon: 'limón',
    Lime: 'lima',
    Grapefruit: 'pomelo',
    'Blood Orange': 'naranja sanguina',
    Yuzu: 'yuzu',
    Bergamot: 'bergamota',
    Elderflower: 'flor de saúco',
    Eucalyptus: 'eucalipto',
    Cinnamon: 'canela',
    Vanilla: 'vainilla',
    Ginger: 'jengibre',
    Rhubarb: 'ruibarbo',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `Bolsas de nicotina sin tabaco ${FORMATS[format].kind} con ${TASTES[flavour].short} y ${number(nicotineMg)} mg de nicotina por bolsa (intensidad ${strength} de 4).`,
  description(input) {
    const note = noteOf(es.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `${input.brand} ${input.variant} tiene ${TASTES[input.flavour].long}${note ? `, con claras notas de ${note}` : ''}.`,
      `Con ${number(input.nicotineMg)} mg de nicotina por bolsa, su intensidad es ${input.strength} de 4 (${strength.name}): ${strength.advice}.`,
      `${FORMATS[input.format].fit}; cada lata contiene ${input.pouches} bolsas.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | Bolsas de nicotina de ${number(nicotineMg)} mg`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const taste = TASTES[flavour].short;
    const mg = number(nicotineMg);
    return fitting([
      `${name}: ${taste}, ${mg} mg de nicotina por bolsa y ${pouches} bolsas sin tabaco ${FORMATS[format].kind} por lata. Para mayores de 18 años.`,
      `${name}: ${taste}, ${mg} mg de nicotina por bolsa y ${pouches} bolsas sin tabaco por lata. Solo +18.`,
      `${name}: ${mg} mg de nicotina por bolsa, ${pouches} bolsas por lata. Solo +18.`,
      `${name}. Solo +18.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Compra ${name} online: bolsas de nicotina sin tabaco de ${brand}, ${FORMATS[format].kind} y con ${TASTES[flavour].short}. ${number(nicotineMg)} mg de nicotina por bolsa, ${pouches} bolsas por lata e intensidad ${strength} de 4 (${STRENGTHS[strength].name}). Solo para mayores de 18 años.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant}: intensidad ${STRENGTHS[strength].name}, ${number(nicotineMg)} mg/bolsa, ${pouches} bolsas por lata.`,
  pouchesPerCan: (count) => `${count} bolsas`,
  portionsPerCan: (count) => `${count} porciones`,
  nicotinePerPouch: (mg) => `${number(mg)} mg/bolsa`,
  packName: (singleName, quantity) => `${singleName} (pack de ${quantity})`,
  singleCanVariant: 'Lata individual',
  packVariant: (quantity) => `Pack de ${quantity}`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return '30 % de descuento hasta agotar existencias';
      case 'thirty-percent-single-can':
        return '30 % de descuento en la lata individual';
      case 'percent-off-this-week':
        return `${offer.percent} % de descuento esta semana`;
      case 'campaign-price':
        return `Precio de oferta: ${offer.percent} % de descuento`;
      case 'buy-ten-save':
        return `Compra 10 y ahorra un ${offer.percent} %`;
    }
  },
};
