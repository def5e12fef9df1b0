import type { Language } from '../src/domain/markets/languages.ts';
import { median } from './measure.ts';

/**
 * The lab's goal (issue 48): a template served by the worker within 1 performance point and
 * 50 ms of total blocking time of its own static copy, audited in the same run. The copy is the
 * same HTML and files without `wrangler dev` on the cores, so the distance is what the worker's
 * answers cost the page, whatever the machine's speed in that minute.
 */
export const COPY_GOAL = { points: 1, blockingMs: 50 } as const;

/** What a way of serving a template scored: the median of its runs, each metric on its own. */
export interface AuditMedians {
  score: number;
  blockingMs: number;
  lcpMs: number;
}

export interface AuditRun {
  score: number;
  blockingMs: number;
  lcpMs: number;
}

export function auditMedians(runs: readonly AuditRun[]): AuditMedians {
  return {
    score: median(runs.map((run) => run.score)),
    blockingMs: median(runs.map((run) => run.blockingMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
  };
}

export interface CopyDistance {
  /** Performance points the page scores below its copy (negative: above it). */
  points: number;
  /** Blocking time the page has beyond its copy's, ms (negative: less). */
  blockingMs: number;
  withinGoal: boolean;
}

export function distanceToCopy(page: AuditMedians, copy: AuditMedians): CopyDistance {
  const points = copy.score - page.score;
  const blockingMs = page.blockingMs - copy.blockingMs;
  return {
    points,
    blockingMs,
    withinGoal: points <= COPY_GOAL.points && blockingMs <= COPY_GOAL.blockingMs,
  };
}

/**
 * The path of the page's version in `language`, from the alternates the English page lists
 * (a post's or a legal page's slug is its own in every language); undefined when the page
 * names none for it.
 */
export function languageVersionPath(html: string, language: Language): string | undefined {
  // `el-GR`: each market is a country shop, its hreflang the language and the country.
  const code = `${language}(?:-[a-z]{2})?`;
  for (const [link] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="alternate"/i.test(link)) continue;
    if (new RegExp(`\\bhreflang="${code}"`, 'i').exec(link) === null) continue;
    const href = /\bhref="([^"]+)"/i.exec(link)?.[1];
    if (href) return new URL(href.replaceAll('&amp;', '&')).pathname;
  }
  return undefined;
}
