import type { LiteClient } from 'algoliasearch/lite';
import { z } from 'zod';
import {
  highlightParts,
  productIndexName,
  type HighlightPart,
  type ProductRecord,
} from '../../domain/search';

const SEARCH_FIELDS = ['title', 'brand', 'strength', 'flavour', 'category'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface ProductSearchRequest {
  query: string;
  /** Content blocks search only these attributes (restrictSearchableAttributes). */
  searchFields?: readonly SearchField[];
  hitsPerPage?: number;
  page?: number;
  filters?: string;
  facets?: readonly string[];
}

export interface ProductHit extends ProductRecord {
  /** The highlighted attributes, split into parts for rendering as text. */
  highlights: Partial<Record<SearchField, HighlightPart[]>>;
}

export interface ProductSearchResult {
  hits: ProductHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
}

const hitSchema = z.looseObject({
  objectID: z.string(),
  title: z.string(),
  brand: z.string().optional(),
  flavour: z.string().optional(),
  strength: z.string().optional(),
  strengthLevel: z.number().optional(),
  category: z.string().optional(),
  format: z.string().optional(),
  popularity: z.number().catch(0),
  createdAt: z.number().optional(),
  price: z.number().optional(),
  _tags: z.array(z.string()).catch([]),
  uri: z.string(),
  image: z.string().optional(),
  thumbnail: z.string().optional(),
  _highlightResult: z.record(z.string(), z.unknown()).optional(),
});

const resultSchema = z.looseObject({
  hits: z.array(z.unknown()),
  nbHits: z.number().catch(0),
  page: z.number().catch(0),
  nbPages: z.number().catch(0),
  hitsPerPage: z.number().catch(0),
  facets: z.record(z.string(), z.record(z.string(), z.number())).optional(),
});

function highlightsOf(raw: Record<string, unknown> | undefined): ProductHit['highlights'] {
  const highlights: ProductHit['highlights'] = {};
  for (const field of SEARCH_FIELDS) {
    const entry = raw?.[field] as { value?: unknown; matchLevel?: unknown } | undefined;
    if (typeof entry?.value === 'string' && entry.matchLevel !== 'none')
      highlights[field] = highlightParts(entry.value);
  }
  return highlights;
}

/**
 * Product search in one language's index. Hits that do not have a record's shape are left
 * out (and reported), so one bad record never breaks a page.
 */
export function createProductSearch(
  client: LiteClient,
  indexBase: string,
  language: string,
  onBadHit?: (hit: unknown) => void,
) {
  const indexName = productIndexName(indexBase, language);
  return {
    indexName,
    async search(request: ProductSearchRequest): Promise<ProductSearchResult> {
      const { results } = await client.search({
        requests: [
          {
            indexName,
            query: request.query,
            ...(request.searchFields?.length
              ? { restrictSearchableAttributes: [...request.searchFields] }
              : {}),
            hitsPerPage: request.hitsPerPage ?? 20,
            page: request.page ?? 0,
            ...(request.filters ? { filters: request.filters } : {}),
            ...(request.facets?.length ? { facets: [...request.facets] } : {}),
          },
        ],
      });
      const result = resultSchema.parse(results[0]);
      const hits: ProductHit[] = [];
      for (const raw of result.hits) {
        const parsed = hitSchema.safeParse(raw);
        if (!parsed.success) {
          onBadHit?.(raw);
          continue;
        }
        const { _highlightResult, ...record } = parsed.data;
        hits.push({ ...(record as ProductRecord), highlights: highlightsOf(_highlightResult) });
      }
      return {
        hits,
        nbHits: result.nbHits,
        page: result.page,
        nbPages: result.nbPages,
        hitsPerPage: result.hitsPerPage,
        facets: result.facets ?? {},
      };
    },
  };
}
