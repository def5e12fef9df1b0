import type { Flavour, Format } from '../../../src/domain/catalogue';
import { fitting, noteOf, type ProductCopyLanguage, type Strength } from './copy-language';

/** Numbers as Greek writes them (decimal comma). */
const n = (value: number): string => value.toLocaleString('el-GR');

/** The first letter in capitals, for phrases that open a sentence. */
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Both in the accusative: "long" completes "Το X έχει …", "short" completes "φακελάκια με …".
 * The notes of a variant follow as a genitive ("με διακριτές νότες βανίλιας").
 */
const TASTES: Readonly<Record<Flavour, { long: string; short: string }>> = {
  mint: { long: 'δροσερή, φρέσκια γεύση μέντας', short: 'δροσερή γεύση μέντας' },
  berry: { long: 'ζουμερή, γλυκόξινη γεύση μούρων', short: 'ζουμερή γεύση μούρων' },
  fruit: { long: 'ώριμη, γεμάτη φρουτώδη γεύση', short: 'ώριμη φρουτώδη γεύση' },
  cola: { long: 'γλυκιά, κλασική γεύση κόλας', short: 'γλυκιά γεύση κόλας' },
  liquorice: { long: 'βαθιά, πλούσια γεύση γλυκόριζας', short: 'πλούσια γεύση γλυκόριζας' },
  coffee: {
    long: 'απαλή, βελούδινη γεύση καβουρδισμένου καφέ',
    short: 'γεύση καβουρδισμένου καφέ',
  },
  citrus: { long: 'ζωηρή, δροσιστική γεύση εσπεριδοειδών', short: 'ζωηρή γεύση εσπεριδοειδών' },
  natural: { long: 'καθαρή, ουδέτερη γεύση', short: 'ουδέτερη γεύση' },
  other: { long: 'ξεχωριστή, λιγότερο συνηθισμένη γεύση', short: 'ξεχωριστή γεύση' },
};

/**
 * "pouches" puts the format on a neuter plural noun phrase such as "φακελάκια νικοτίνης"
 * (Greek places "κανονικού μεγέθους" after the noun, the adjectives before it);
 * "fit" opens the format sentence.
 */
const FORMATS: Readonly<Record<Format, { pouches: (noun: string) => string; fit: string }>> = {
  slim: {
    pouches: (noun) => `λεπτά ${noun}`,
    fit: 'Τα λεπτά φακελάκια εφαρμόζουν διακριτικά κάτω από το χείλος',
  },
  mini: {
    pouches: (noun) => `μίνι ${noun}`,
    fit: 'Τα μίνι φακελάκια είναι μικρά και ελαφριά κάτω από το χείλος',
  },
  normal: {
    pouches: (noun) => `${noun} κανονικού μεγέθους`,
    fit: 'Τα φακελάκια κανονικού μεγέθους προσφέρουν την κλασική εφαρμογή',
  },
  large: {
    pouches: (noun) => `μεγάλα ${noun}`,
    fit: 'Τα μεγάλα φακελάκια γεμίζουν περισσότερο και απελευθερώνουν απλόχερα τη γεύση',
  },
  superslim: {
    pouches: (noun) => `εξαιρετικά λεπτά ${noun}`,
    fit: 'Τα εξαιρετικά λεπτά φακελάκια είναι σχεδόν ανεπαίσθητα κάτω από το χείλος',
  },
};

/** "name" agrees with "ένταση" (feminine); "advice" follows a dash. */
const STRENGTHS: Readonly<Record<Strength, { name: string; advice: string }>> = {
  '1': { name: 'ήπια', advice: 'μια απαλή επιλογή για πιο ελαφριά χρήση' },
  '2': { name: 'κανονική', advice: 'μια ισορροπημένη επιλογή για την καθημερινότητα' },
  '3': { name: 'δυνατή', advice: 'ιδανική για όσους έχουν ήδη συνηθίσει τα φακελάκια νικοτίνης' },
  '4': { name: 'πολύ δυνατή', advice: 'προορίζεται μόνο για έμπειρους χρήστες' },
};

const SAFETY =
  'Τα λευκά φακελάκια χωρίς καπνό προορίζονται αποκλειστικά για ενήλικες άνω των 18 ετών και πρέπει να φυλάσσονται μακριά από παιδιά.';

export const el: ProductCopyLanguage = {
  /** Genitives, as they follow "νότες". */
  notes: {
    'Ice Mint': 'παγωμένης μέντας',
    Spearmint: 'δυόσμου',
    Peppermint: 'μέντας πιπερίτας',
    'Frost Mint': 'παγερής μέντας',
    Menthol: 'μενθόλης',
    Blueberry: 'μύρτιλου',
    Raspberry: 'σμέουρου',
    Lingonberry: 'κόκκινου βακκίνιου',
    Cloudberry: 'χαμαίμορου',
    Blackcurrant: 'μαύρου φραγκοστάφυλου',
    'Wild Berries': 'φρούτων του δάσους',
    Mango: 'μάνγκο',
    Peach: 'ροδάκινου',
    Watermelon: 'καρπουζιού',
    'Green Apple': 'πράσινου μήλου',
    Pineapple: 'ανανά',
    'Passion Fruit': 'φρούτου του πάθους',
    'Cherry Cola': 'κερασιού',
    'Vanilla Cola': 'βανίλιας',
    'Lime Cola': 'λάιμ',
    'Salty Liquorice': 'αλμυρής γλυκόριζας',
    'Sweet Liquorice': 'γλυκιάς γλυκόριζας',
    'Liquorice Mint': 'μέντας',
    Anise: 'γλυκάνισου',
    Espresso: 'εσπρέσο',
    'Cold Brew': 'cold brew',
    Mocha: 'σοκολάτας',
    'Caramel Latte': 'καραμέλας',
    Lemon: 'λεμονιού',
    Lime: 'λάιμ',
    Grapefruit: 'γκρέιπφρουτ',
    'Blood Orange': 'σαγκουίνι',
    Yuzu: 'γιούζου',
    Bergamot: 'περγαμόντου',
    Elderflower: 'σαμπούκου',
    Eucalyptus: 'ευκαλύπτου',
    Cinnamon: 'κανέλας',
    Vanilla: 'βανίλιας',
    Ginger: 'τζίντζερ',
    Rhubarb: 'ραβέντι',
  },
  excerpt: ({ flavour, format, nicotineMg, strength }) =>
    `${capitalized(FORMATS[format].pouches('φακελάκια νικοτίνης'))} χωρίς καπνό, με ${TASTES[flavour].short} και ${n(nicotineMg)} mg νικοτίνης ανά φακελάκι (ένταση ${strength} από 4).`,
  description(input) {
    const note = noteOf(el.notes, input.variant);
    const strength = STRENGTHS[input.strength];
    return [
      `Το ${input.brand} ${input.variant} έχει ${TASTES[input.flavour].long}${note ? ` με διακριτές νότες ${note}` : ''}.`,
      `Με ${n(input.nicotineMg)} mg νικοτίνης ανά φακελάκι, έχει ένταση ${input.strength} από 4 (${strength.name}) – ${strength.advice}.`,
      `${FORMATS[input.format].fit}. Κάθε κουτί περιέχει ${input.pouches} φακελάκια.`,
      SAFETY,
    ].join(' ');
  },
  metaTitle: ({ name, nicotineMg }) => `${name} | Φακελάκια νικοτίνης ${n(nicotineMg)} mg`,
  metaDescription({ name, flavour, format, nicotineMg, pouches }) {
    const mg = n(nicotineMg);
    const taste = TASTES[flavour].short;
    return fitting([
      `${name}: ${taste}, ${mg} mg νικοτίνης ανά φακελάκι, ${pouches} ${FORMATS[format].pouches('φακελάκια')} χωρίς καπνό ανά κουτί. Για ενήλικες 18+.`,
      `${name}: ${taste}, ${mg} mg νικοτίνης ανά φακελάκι, ${pouches} φακελάκια χωρίς καπνό ανά κουτί. 18+.`,
      `${name}: ${mg} mg νικοτίνης ανά φακελάκι, ${pouches} φακελάκια ανά κουτί. 18+.`,
      `${name}. 18+.`,
    ]);
  },
  seoDescription: ({ name, brand, flavour, format, nicotineMg, pouches, strength }) =>
    `Αγοράστε online το ${name}: ${FORMATS[format].pouches('φακελάκια νικοτίνης')} χωρίς καπνό της ${brand}, με ${TASTES[flavour].short}. ${n(nicotineMg)} mg νικοτίνης ανά φακελάκι, ${pouches} φακελάκια ανά κουτί, ένταση ${strength} από 4 (${STRENGTHS[strength].name}). Μόνο για ενήλικες άνω των 18 ετών.`,
  seoExcerpt: ({ brand, variant, strength, nicotineMg, pouches }) =>
    `${brand} ${variant} – ${STRENGTHS[strength].name} ένταση, ${n(nicotineMg)} mg/φακελάκι, ${pouches} φακελάκια ανά κουτί.`,
  pouchesPerCan: (count) => `${count} ${count === 1 ? 'φακελάκι' : 'φακελάκια'}`,
  portionsPerCan: (count) => `${count} ${count === 1 ? 'μερίδα' : 'μερίδες'}`,
  nicotinePerPouch: (mg) => `${n(mg)} mg/φακελάκι`,
  packName: (singleName, quantity) => `${singleName} – πακέτο ${quantity} κουτιών`,
  singleCanVariant: 'Μεμονωμένο κουτί',
  packVariant: (quantity) => `Πακέτο ${quantity} κουτιών`,
  offerText(offer) {
    switch (offer.kind) {
      case 'thirty-percent-while-stocks-last':
        return 'Έκπτωση 30% – έως εξαντλήσεως αποθεμάτων';
      case 'thirty-percent-single-can':
        return 'Έκπτωση 30% στο μεμονωμένο κουτί';
      case 'percent-off-this-week':
        return `Έκπτωση ${offer.percent}% αυτή την εβδομάδα`;
      case 'campaign-price':
        return `Τιμή προσφοράς: έκπτωση ${offer.percent}%`;
      case 'buy-ten-save':
        return `Αγοράστε 10, κερδίστε ${offer.percent}%`;
    }
  },
};
