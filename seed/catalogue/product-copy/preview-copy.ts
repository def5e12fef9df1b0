import { generateCatalogue } from '../catalogue-generator';
import {
  FLAVOUR_VARIANT_WORDS,
  META_DESCRIPTION_MAX,
  UNNOTED_VARIANTS,
  type CopyInput,
  type ProductCopyLanguage,
} from './copy-language';
import { textsIn } from './product-copy';

/**
 * Prints one language's seed product texts for a sample of products, so a writer can read
 * them as a shopper would, and lists what is missing or too long (scripts/preview-product-copy.ts).
 */
export async function previewCopy(code: string): Promise<{ report: string; problems: number }> {
  const lines: string[] = [];
  const print = (...parts: unknown[]) => lines.push(parts.join(' '));
  const module = (await import(`./${code}.ts`)) as Record<string, ProductCopyLanguage>;
  const language = module[code];
  if (!language) throw new Error(`product-copy/${code}.ts must export const ${code}`);

  const problems: string[] = [];
  const noted = Object.values(FLAVOUR_VARIANT_WORDS)
    .flat()
    .filter((word) => !(UNNOTED_VARIANTS as readonly string[]).includes(word));
  for (const word of noted)
    if (!(language.notes as Record<string, string>)[word]) problems.push(`no note for ${word}`);

  const catalogue = generateCatalogue();
  const brands = new Map(catalogue.brands.map((brand) => [brand.id, brand.name]));
  const singles = catalogue.products.filter((product) => !product.bundle);
  let shown = 0;
  for (const product of singles) {
    const mg = Number(/^(\d+)/.exec(product.nicotineRatioText)?.[1]);
    const pouches = Number(/^(\d+)/.exec(product.contentPerPackageText)?.[1]);
    const brand = brands.get(product.brandId) ?? '';
    const variant = noted
      .concat(UNNOTED_VARIANTS)
      .find((word) => product.name.startsWith(`${brand} ${word} `));
    const input = {
      name: product.name,
      brand,
      flavour: product.flavour,
      variant,
      strength: product.strength,
      format: product.format,
      nicotineMg: mg,
      pouches,
    } as CopyInput;
    const texts = textsIn(language, input);
    for (const [field, text] of Object.entries(texts)) {
      if (!text || /undefined|NaN|\[object/.test(text))
        problems.push(`${product.name}: ${field} "${text}"`);
    }
    if (texts.metaDescription.length > META_DESCRIPTION_MAX)
      problems.push(
        `${product.name}: metaDescription has ${texts.metaDescription.length} characters`,
      );
    if (shown < 8 && product.id % 9 === 0) {
      shown += 1;
      print(
        `\n## ${product.name} (${product.flavour}, ${product.format}, strength ${product.strength})`,
      );
      for (const [field, text] of Object.entries(texts)) print(`${field}: ${text}`);
    }
  }
  print('\n## Facts and names');
  print(
    language.pouchesPerCan(20),
    '|',
    language.portionsPerCan(24),
    '|',
    language.nicotinePerPouch(11),
  );
  print(
    language.singleCanVariant,
    '|',
    language.packVariant(10),
    '|',
    language.packName('Fjordlys Ice Mint Strong', 10),
  );
  for (const offer of [
    { kind: 'thirty-percent-while-stocks-last' },
    { kind: 'thirty-percent-single-can' },
    { kind: 'percent-off-this-week', percent: 15 },
    { kind: 'campaign-price', percent: 20 },
    { kind: 'buy-ten-save', percent: 12 },
  ] as const)
    print(language.offerText(offer));
  print(
    problems.length
      ? `\n${problems.length} problems:\n${problems.join('\n')}`
      : '\nNo problems found.',
  );
  return { report: lines.join('\n'), problems: problems.length };
}
