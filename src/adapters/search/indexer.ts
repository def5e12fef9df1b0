import type { SearchClient } from '@algolia/client-search';
import { marketFor, type Language } from '../../domain/markets';
import {
  PRODUCT_INDEX_SETTINGS,
  productIndexName,
  productRecord,
  type ProductRecord,
} from '../../domain/search';
import { CURRENT_MARKET_CATEGORY_ID, soldIn, type Product } from '../../domain/catalogue';
import { attributeValueName } from '../../i18n/attribute-names';
import { serverTranslator } from '../../i18n/words';
const BATCH_SIZE = 1000;

export interface CatalogueReader {
  products(
    language: string,
    query: { categories: string[]; relatedProducts: boolean; limit: number },
  ): Promise<{ products: Product[] }>;
}

export interface IndexReport {
  indexName: string;
  records: number;
}

/** One language's records: every product its market sells, priced in its pricelist. */
async function recordsFor(
  catalogue: CatalogueReader,
  language: Language,
): Promise<ProductRecord[]> {
  const { products } = await catalogue.products(language, {
    categories: [CURRENT_MARKET_CATEGORY_ID],
    relatedProducts: false,
    limit: 10_000,
  });
  const { pricelist, centraMarket } = marketFor(language);
  // Flavour, strength and format in the index's language, so shoppers find them in their words.
  const t = serverTranslator(language);
  return products
    .filter((product) => soldIn(product, centraMarket))
    .map((product) =>
      productRecord(product, pricelist, (attribute, value) =>
        attributeValueName(t, attribute, value),
      ),
    );
}

/**
 * Indexes the catalogue: settings, then an atomic `replaceAllObjects` in batches of 1000,
 * one index per language. The same code writes to Algolia or to the embedded engine.
 */
export async function indexCatalogue(options: {
  catalogue: CatalogueReader;
  client: SearchClient;
  indexBase: string;
  languages: readonly Language[];
}): Promise<IndexReport[]> {
  const reports: IndexReport[] = [];
  for (const language of options.languages) {
    const indexName = productIndexName(options.indexBase, language);
    const records = await recordsFor(options.catalogue, language);
    const { taskID } = await options.client.setSettings({
      indexName,
      indexSettings: {
        searchableAttributes: [...PRODUCT_INDEX_SETTINGS.searchableAttributes],
        attributesForFaceting: [...PRODUCT_INDEX_SETTINGS.attributesForFaceting],
        customRanking: [...PRODUCT_INDEX_SETTINGS.customRanking],
      },
    });
    await options.client.waitForTask({ indexName, taskID });
    await options.client.replaceAllObjects({
      indexName,
      objects: records as unknown as Record<string, unknown>[],
      batchSize: BATCH_SIZE,
    });
    reports.push({ indexName, records: records.length });
  }
  return reports;
}
