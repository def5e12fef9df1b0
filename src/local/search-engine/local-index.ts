import { countFacets } from './facets';
import { FilterError } from './filter-error';
import { all } from './filter-predicate';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filters-arrays';
import { parseFilters } from './filters-expression';
import { highlightRecord } from './highlight';
import { facetAttributes, searchableAttributes, type IndexSettings } from './index-settings';
import { normalize } from './normalize';
import { prepareRecords, type PreparedIndex } from './prepared-records';
import { queryWords } from './query-words';
import { rankHit, rankingComparator, type RankedHit } from './ranking';
import type { SearchRecord } from './record-values';
import { matchRecord } from './record-matching';
import { retrieve } from './retrieve';
import { paramsToString, type SearchParams } from './search-params';

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_PAGINATION_LIMIT = 1000;
const DEFAULT_MAX_FACET_VALUES = 100;

/** One index of the embedded engine: records, settings, and Algolia's search over them. */
export class LocalIndex {
  settings: IndexSettings = {};
  private records = new Map<string, SearchRecord>();
  private prepared: PreparedIndex | undefined;
  updatedAt = new Date().toISOString();

  get size(): number {
    return this.records.size;
  }

  allRecords(): SearchRecord[] {
    return [...this.records.values()];
  }

  getObject(objectID: string): SearchRecord | undefined {
    return this.records.get(objectID);
  }

  private changed(): void {
    this.prepared = undefined;
    this.updatedAt = new Date().toISOString();
  }

  setSettings(settings: IndexSettings): void {
    this.settings = { ...this.settings, ...settings };
    this.changed();
  }

  saveObject(record: SearchRecord): void {
    this.records.set(record.objectID, record);
    this.changed();
  }

  partialUpdate(
    objectID: string,
    changes: Record<string, unknown>,
    createIfNotExists: boolean,
  ): void {
    const existing = this.records.get(objectID);
    if (!existing && !createIfNotExists) return;
    this.records.set(objectID, { ...(existing ?? { objectID }), ...changes, objectID });
    this.changed();
  }

  deleteObject(objectID: string): void {
    if (this.records.delete(objectID)) this.changed();
  }

  clear(): void {
    this.records.clear();
    this.changed();
  }

  /** A copy with the given scope: records always, settings when asked. */
  copy(withSettings: boolean, withRecords: boolean): LocalIndex {
    const copy = new LocalIndex();
    if (withSettings) copy.settings = structuredClone(this.settings);
    if (withRecords)
      for (const record of this.records.values()) copy.records.set(record.objectID, record);
    copy.changed();
    return copy;
  }

  private preparedIndex(): PreparedIndex {
    this.prepared ??= prepareRecords(this.records.values(), this.settings);
    return this.prepared;
  }

  /** Warms the prepared structures (at fill time, not on the first shopper's query). */
  prepare(): void {
    this.preparedIndex();
  }

  /** `browse` pages through every record: no pagination limit, 1000 per page by default. */
  search(params: SearchParams, indexName: string, options: { browse?: boolean } = {}) {
    const defaultHitsPerPage = options.browse ? 1000 : DEFAULT_HITS_PER_PAGE;
    const started = Date.now();
    const settings = this.settings;
    const { records, vocabulary } = this.preparedIndex();
    const query = params.query ?? '';
    const typoTolerance = params.typoTolerance ?? settings.typoTolerance ?? true;
    const words = queryWords(query, vocabulary.keys(), {
      minWordSizefor1Typo: settings.minWordSizefor1Typo ?? 4,
      minWordSizefor2Typos: settings.minWordSizefor2Typos ?? 8,
      typoTolerance,
      queryType: params.queryType ?? settings.queryType ?? 'prefixLast',
    });
    const filter = all([
      parseFilters(params.filters ?? ''),
      parseFacetFilters(params.facetFilters),
      parseNumericFilters(params.numericFilters),
      parseTagFilters(params.tagFilters),
    ]);
    const restrict = params.restrictSearchableAttributes?.length
      ? new Set(params.restrictSearchableAttributes)
      : undefined;

    // Candidates: records holding a match of every query word.
    let candidates: Iterable<number> = records.map((record) => record.order);
    for (const word of words) {
      const holders = new Set<number>();
      for (const vocabularyWord of word.matches.keys())
        for (const order of vocabulary.get(vocabularyWord) ?? []) holders.add(order);
      candidates = [...candidates].filter((order) => holders.has(order));
    }
    let ranked: RankedHit[] = [];
    for (const order of candidates) {
      const prepared = records[order];
      if (!prepared || !filter(prepared.record)) continue;
      const hits = matchRecord(prepared, words, restrict);
      if (hits) ranked.push(rankHit(prepared, hits, query));
    }
    if (typoTolerance === 'min' || typoTolerance === 'strict') {
      const fewest = Math.min(...ranked.map((hit) => hit.typos));
      ranked = ranked.filter((hit) => hit.typos <= fewest + (typoTolerance === 'strict' ? 1 : 0));
    }
    ranked.sort(rankingComparator(settings));

    const hitsPerPage =
      params.length ?? params.hitsPerPage ?? settings.hitsPerPage ?? defaultHitsPerPage;
    const page = params.page ?? 0;
    const limit = options.browse
      ? Number.POSITIVE_INFINITY
      : (settings.paginationLimitedTo ?? DEFAULT_PAGINATION_LIMIT);
    const reachable = Math.min(ranked.length, limit);
    const start = params.offset ?? page * hitsPerPage;
    const pageHits =
      hitsPerPage === 0 ? [] : ranked.slice(start, Math.min(start + hitsPerPage, reachable));
    const highlightAttributes =
      params.attributesToHighlight ??
      settings.attributesToHighlight ??
      searchableAttributes(settings)?.map((attribute) => attribute.path) ??
      [];
    const tags = {
      pre: params.highlightPreTag ?? settings.highlightPreTag ?? '<em>',
      post: params.highlightPostTag ?? settings.highlightPostTag ?? '</em>',
    };

    const hits = pageHits.map((hit) => ({
      ...retrieve(
        hit.prepared.record,
        params.attributesToRetrieve ?? settings.attributesToRetrieve,
        settings.unretrievableAttributes,
      ),
      _highlightResult: highlightRecord(hit.prepared.record, highlightAttributes, words, tags),
    }));
    const facetResult = params.facets?.length
      ? countFacets(
          ranked.map((hit) => hit.prepared.record),
          params.facets,
          facetAttributes(settings),
          params.maxValuesPerFacet ?? settings.maxValuesPerFacet ?? DEFAULT_MAX_FACET_VALUES,
        )
      : undefined;

    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      ...(facetResult
        ? { facets: facetResult.facets, facets_stats: facetResult.facets_stats }
        : {}),
      processingTimeMS: Date.now() - started,
      query,
      params: paramsToString(params),
      index: indexName,
      renderingContent: {},
    };
  }

  /** Facet values containing a word that starts with the facet query, with their counts. */
  searchForFacetValues(
    facet: string,
    facetQuery: string,
    params: SearchParams,
    maxFacetHits: number,
    indexName: string,
  ) {
    if (!facetAttributes(this.settings).includes(facet)) {
      throw new FilterError(
        `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
      );
    }
    const result = this.search(
      { ...params, facets: [facet], hitsPerPage: 0, maxValuesPerFacet: 1000 },
      indexName,
    );
    const wanted = normalize(facetQuery);
    const counts = result.facets?.[facet] ?? {};
    const facetHits = Object.entries(counts)
      .filter(
        ([value]) =>
          !wanted ||
          normalize(value)
            .split(/[^\p{L}\p{N}]+/u)
            .some((word) => word.startsWith(wanted)),
      )
      .slice(0, maxFacetHits)
      .map(([value, count]) => ({ value, highlighted: value, count }));
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: result.processingTimeMS };
  }
}
