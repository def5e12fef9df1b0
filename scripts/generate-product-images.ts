import { build } from 'esbuild';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedBrand, SeedCatalogue, SeedProduct } from '../seed/catalogue/seed-types.ts';

// Writes one image per single-can product of the seed catalogue to public/media/products: the
// can is drawn as SVG (seed/catalogue/product-image.ts) and shipped as WebP, as a shop's
// product photos are. A browser lays out and paints every SVG image as a document of its own
// on the page's main thread (its text included); a WebP is decoded off it.
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
/** Sharp enough for the product page's largest image on a phone's screen, light for a card. */
const WIDTH = 600;
const QUALITY = 80;

const stale = (await readdir(outdir)).filter((file) => /\.(svg|webp)$/.test(file));
await Promise.all(stale.map((file) => rm(path.join(outdir, file))));

await Promise.all(
  singles.map((product) => {
    const brand = brands.get(product.brandId);
    if (!brand) throw new Error(`Product ${product.id} has no brand ${product.brandId}`);
    return sharp(Buffer.from(productImageSvg(product, brand)))
      .resize(WIDTH)
      .webp({ quality: QUALITY })
      .toFile(path.join(outdir, `${product.uri}.webp`));
  }),
);
console.log(
  `product images: wrote ${singles.length} WebP images to ${path.relative(root, outdir)}`,
);
