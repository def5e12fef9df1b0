import { build } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedBrand, SeedCatalogue, SeedProduct } from '../seed/catalogue/seed-types.ts';
import { PRODUCT_IMAGE_WIDTHS } from '../src/domain/catalogue/product-images.ts';

// Writes the image of each single-can product of the seed catalogue to public/media/products, in
// each of the shop's Centra image sizes (its paths in the seed: `image`, `thumbnail`): the
// can is drawn as SVG (seed/catalogue/product-image.ts) and shipped as WebP, as a shop's
// product photos are. A browser lays out and paints every SVG image as a document of its own
// on the page's main thread (its text included); a WebP is decoded off it.
// The src files import each other without extensions, which Node cannot resolve, so
// they are bundled in memory first and imported from a data: URL.
const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const outdir = path.join(publicDir, 'media/products');
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

const QUALITY = 80;

await rm(outdir, { recursive: true, force: true });
const written = await Promise.all(
  singles.flatMap((product) => {
    const brand = brands.get(product.brandId);
    if (!brand) throw new Error(`Product ${product.id} has no brand ${product.brandId}`);
    const svg = Buffer.from(productImageSvg(product, brand));
    const sizes: [string, number][] = [
      [product.image, PRODUCT_IMAGE_WIDTHS.standard],
      [product.thumbnail, PRODUCT_IMAGE_WIDTHS.thumb],
    ];
    return sizes.map(async ([site, width]) => {
      const file = path.join(publicDir, site);
      await mkdir(path.dirname(file), { recursive: true });
      await sharp(svg).resize(width).webp({ quality: QUALITY }).toFile(file);
    });
  }),
);
console.log(
  `product images: wrote ${written.length} WebP images to ${path.relative(root, outdir)}`,
);
