import type { InitialState } from '../src/contract/initial-state';
import type { BuildManifest } from '../src/render/asset-manifest';
import { contentClientsFor } from '../src/adapters/content/content-clients';
import { createContentService, fetchWith } from '../src/adapters/content/content-service';
import { imageUrlsFor } from '../src/adapters/content/image-url';
import { serverTranslator } from '../src/i18n/words';
import { configFor } from '../src/config/config';
import { toPublicConfig } from '../src/render/public-config';
import { buildDomainTable, parseLocaleLimit, resolveMarketFromUrl } from '../src/domain/markets';
import { layoutState } from '../src/render/layout-state';
import { notFoundPageState } from '../src/render/page-state';
import { renderDocument } from '../src/render/html-response';
import { contentUriPage } from '../src/routes/pages/content-pages';
import { homePage } from '../src/routes/pages/home';
import { allProductsPage, catalogueUriPage } from '../src/routes/pages/product-pages';
import { faqPage, newsletterPage } from '../src/routes/pages/info-pages';
import type { Product } from '../src/domain/catalogue';
import type { PageContext } from '../src/routes/pages/page-context';
import { syntheticRecords } from './search-scenarios';

export { budgetLanguages } from './page-words';

/** Products and search hits shaped like the catalogue's, so product cards render as on a warm request. */
const SYNTHETIC = syntheticRecords(24);
const syntheticProducts: Product[] = SYNTHETIC.map((record) => ({
  id: record.objectID,
  sku: `SKU-${record.objectID}`,
  name: record.title,
  uri: `p-${record.objectID}`,
  categoryUri: 'nicotine-pouches',
  available: true,
  items: [{ item: `${record.objectID}-1`, stock: 'yes' }],
  categories: [],
  relatedProducts: [],
  tags: [],
  brandName: record.brand,
  popularity_text: String(record.popularity),
  priceAsNumber: record.price,
  media: { standard: [`/media/products/p-${record.objectID}.webp`] },
}));
const syntheticHits = SYNTHETIC.map((record) => ({ ...record, highlights: {} }));

export interface RenderScenario {
  name: string;
  render: () => Promise<number>;
}

/** The rendered bytes, drained as the worker passes them on (it never decodes them): their count. */
async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  const reader = stream.getReader();
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read())
    bytes += read.value.byteLength;
  return bytes;
}

function requestFor(url: string) {
  const parsed = new URL(url);
  const domains = buildDomainTable({});
  const enabledLocales = parseLocaleLimit(undefined);
  const resolved = resolveMarketFromUrl({
    host: parsed.host,
    pathname: parsed.pathname,
    domains,
    enabledLocales,
  });
  return { ...resolved, domains, enabledLocales, protocol: 'https' };
}

/**
 * The page states the worker builds for a request, from the embedded content (what a warm
 * cache holds), rendered by the worker's renderer: the render is what is measured.
 */
export async function renderScenarios(assets: BuildManifest): Promise<RenderScenario[]> {
  const config = configFor({
    ENVIRONMENT: 'production',
    EMBEDDED_SERVICES: 'checkout,content,search',
    ALGOLIA_SEARCH_KEY: 'bench-search-key',
    // A production worker with the embedded content lake refuses to start without one.
    SANITY_LOCAL_EDITOR_TOKEN: 'bench-editor-token-of-thirty-two-characters',
  });
  const clients = contentClientsFor(config);
  const contextFor = async (url: string): Promise<PageContext> => {
    const request = requestFor(url);
    const content = createContentService(fetchWith(clients.production), request.market.language);
    const publicConfig = toPublicConfig(config);
    const input = Promise.resolve({
      request,
      config: publicConfig,
      assets,
      layout: layoutState(request, await content.siteSettings(), publicConfig.freeShipping),
    });
    const unused = () => {
      throw new Error('bench: the catalogue is not read by these pages');
    };
    return {
      t: serverTranslator(request.market.language),
      config,
      services: {
        priceComparison: async () => [],
      } as unknown as PageContext['services'],
      content,
      preview: false,
      request,
      input,
      waitUntil: () => undefined,
      imageUrl: imageUrlsFor(clients),
      url: new URL(url),
      catalogue: {
        client: undefined,
        shippingCountries: unused,
        products: async () => ({
          products: syntheticProducts,
          productCount: syntheticProducts.length,
          filter: [],
        }),
        byUri: async () => ({ found: 'product', product: syntheticProducts[0] }),
      } as unknown as PageContext['catalogue'],
      search: { indexName: 'bench', search: unused } as unknown as PageContext['search'],
      sources: {
        category: async () => syntheticProducts,
        search: async (_query, _fields, hits) => syntheticHits.slice(0, hits),
      },
    };
  };
  const states: [string, InitialState | undefined][] = [
    ['home page', await homePage(await contextFor('https://pouchatlas.se/'))],
    ['product list', await allProductsPage(await contextFor('https://pouchatlas.de/products'))],
    [
      'product page',
      await catalogueUriPage(
        await contextFor('https://pouchatlas.com/nicotine-pouches/p-1'),
        'nicotine-pouches/p-1',
        Promise.resolve({ found: 'product', product: syntheticProducts[0]! }),
      ),
    ],
    ['blog listing', await contentUriPage(await contextFor('https://pouchatlas.com/blog'), 'blog')],
    [
      'blog post',
      await contentUriPage(
        await contextFor('https://pouchatlas.com/blog/what-are-nicotine-pouches'),
        'blog/what-are-nicotine-pouches',
      ),
    ],
    ['FAQ page', await faqPage(await contextFor('https://pouchatlas.de/faq'))],
    [
      'brand landing page',
      await contentUriPage(await contextFor('https://pouchatlas.com/brands'), 'brands'),
    ],
    [
      'brand page',
      await contentUriPage(
        await contextFor('https://pouchatlas.com/brands/fjordlys'),
        'brands/fjordlys',
      ),
    ],
    ['newsletter page', await newsletterPage(await contextFor('https://pouchatlas.fi/newsletter'))],
    [
      'not-found page',
      notFoundPageState(await (await contextFor('https://pouchatlas.com/missing')).input),
    ],
  ];
  return states.map(([name, state]) => {
    if (!state) throw new Error(`bench: no state for the ${name}`);
    return {
      name: `SSR CPU: ${name}`,
      render: async () => drain(await renderDocument(state, { words: assets.words })),
    };
  });
}
