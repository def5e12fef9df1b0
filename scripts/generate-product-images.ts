import { build } from 'esbuild';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SeedBrand, SeedCatalogue, SeedProduct } from '../seed/catalogue/seed-types.ts';

// Writes one SVG per single-can product of the seed catalogue to public/media/products.
// The src files import each other without extensions, which Node cannot resolve, so
// they are bundled in memory first and imported from a data: URL.
const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'public/media/products');
const seedDir = 'seed/catalogue';

interface SeedModule {
  generateCatalogue(): SeedCatalogue;
  productImageSvg(product: SeedProduct, brand: SeedBrand): string;
}

async function loadSeedModule(): Promise<SeedModule> {
  const result = await build({
    stdin: {
      contents: [
        `export { generateCatalogue } from './${seedDir}/catalogue-generator';`,
        `export { productImageSvg } from './${seedDir}/product-image';`,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild produced no output');
  return (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as SeedModule;
}

const { generateCatalogue, productImageSvg } = await loadSeedModule();
const catalogue = generateCatalogue();
const brands = new Map(catalogue.brands.map((brand) => [brand.id, brand]));
const singles = catalogue.products.filter((product) => !product.bundle);

await mkdir(outdir, { recursive: true });
const stale = (await readdir(outdir)).filter((file) => file.endsWith('.svg'));
await Promise.all(stale.map((file) => rm(path.join(outdir, file))));

await Promise.all(
  singles.map((product) => {
    const brand = brands.get(product.brandId);
    if (!brand) throw new Error(`Product ${product.id} has no brand ${product.brandId}`);
    return writeFile(
      path.join(outdir, `${product.uri}.svg`),
      productImageSvg(product, brand) + '\n',
    );
  }),
);
console.log(`product images: wrote ${singles.length} SVGs to ${path.relative(root, outdir)}`);
