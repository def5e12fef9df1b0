import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../src/domain/markets/languages.ts';
import {
  auditMedians,
  COPY_GOAL,
  distanceToCopy,
  languageVersionPath,
  type AuditRun,
} from './copy-distance.ts';
import { startDevServer } from './dev-server.ts';
import { TEMPLATE_PATHS } from './javascript-budget.ts';
import { startStaticCopyServer } from './static-copy-server.ts';

// `npm run lighthouse`: mobile Lighthouse runs (Debian's Chromium, never a downloaded one)
// per page template against `wrangler dev` with the embedded services, one table of scores.
// One run on a 2-core machine swings by ten points, so each template is audited RUNS times
// and the table shows the medians of its runs' score, blocking time and LCP. Each template is
// audited again as a static copy (bench/static-copy-server.ts says why), a run of the page and
// one of its copy in turns, so the machine's drift falls on both alike; the distance between
// the two is the yardstick (bench/copy-distance.ts). Each in English, Greek and Polish: the
// longest words and the most plural forms the shop's languages have.
// Lighthouse's mobile audit slows the host's CPU down four times, a factor meant for a host
// whose benchmark index is about 1,500; this machine's moves between about 1,000 and 2,000 from
// one run to the next, so each row shows the index of its runs beside their scores.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const LANGUAGES: readonly Language[] = ['en', 'el', 'pl'];
const PORT = 8792;
const COPY_PORT = 8796;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-dev-shm-usage';
const outdir = path.resolve('bench/.out/lighthouse');
// Lighthouse's command line, resolved as a module: it runs wherever npm installed the package.
const LIGHTHOUSE_CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));

const TEMPLATES: [string, string][] = [
  ['home', TEMPLATE_PATHS.home],
  ['product list', TEMPLATE_PATHS['product-list']],
  ['product page', TEMPLATE_PATHS.product],
  ['blog listing', TEMPLATE_PATHS.blog],
  ['blog post', TEMPLATE_PATHS['blog-post']],
  ['FAQ', TEMPLATE_PATHS.faq],
  ['brand', TEMPLATE_PATHS['landing-document']],
  ['legal page', '/terms-and-conditions'],
  ['checkout', TEMPLATE_PATHS.checkout],
  ['account', TEMPLATE_PATHS.account],
  // The 404 page is left out: Lighthouse refuses to audit a document answered with 404.
];

/**
 * A shopper's own pages say `noindex` on purpose (robots.txt keeps crawlers out of them too),
 * which Lighthouse's "is crawlable" audit counts against SEO: for them it is skipped, and the
 * table marks their SEO score with *.
 */
const PRIVATE = new Set(['checkout', 'account']);

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  finalDisplayedUrl: string;
  environment: { benchmarkIndex: number };
}

const scoreOf = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
const millis = (report: Report, audit: string) =>
  Math.round(report.audits[audit]?.numericValue ?? Number.NaN);

function lighthouse(url: string, output: string, skip: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--quiet',
        `--chrome-flags=${FLAGS}`,
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        ...(skip.length > 0 ? [`--skip-audits=${skip.join(',')}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'ignore' },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      return code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code} for ${url}`));
    });
  });
}

/** The run with the median performance score, whose other categories the table shows. */
function middleRun(reports: readonly Report[]): Report {
  const sorted = [...reports].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse report');
  return middle;
}

/** One Lighthouse audit of `url`, saved as `<name>-<run>.json`. */
async function audit(url: string, name: string, run: number, skip: readonly string[]) {
  const output = path.join(outdir, `${name.replace(/\W+/g, '-')}-${run}.json`);
  // Lighthouse occasionally fails to start Chromium on a busy machine: one retry.
  await lighthouse(url, output, skip).catch(() => lighthouse(url, output, skip));
  return JSON.parse(await readFile(output, 'utf8')) as Report;
}

const auditRun = (report: Report): AuditRun => ({
  score: scoreOf(report, 'performance'),
  blockingMs: millis(report, 'total-blocking-time'),
  lcpMs: millis(report, 'largest-contentful-paint'),
});

/** The cells of one way of serving a template: its medians, its runs' scores and host speeds. */
function cellsOf(reports: readonly Report[]) {
  const medians = auditMedians(reports.map(auditRun));
  const runs = reports.map((report) => scoreOf(report, 'performance')).join(' ');
  const host = reports.map((report) => Math.round(report.environment.benchmarkIndex)).join(' ');
  return { medians, cells: [medians.score, runs, host, medians.blockingMs, medians.lcpMs] };
}

/** The columns `cellsOf` fills for one way of serving a template, in its order. */
const RUN_COLUMNS = ['runs', 'host CPU index', 'TBT ms', 'LCP ms'];

await mkdir(outdir, { recursive: true });
const server = await startDevServer(PORT, 'lighthouse');
const copies = await startStaticCopyServer(COPY_PORT);
const headings = [
  'template',
  'language',
  `performance (median of ${RUNS})`,
  ...RUN_COLUMNS,
  'static copy: performance',
  ...RUN_COLUMNS,
  `points below copy (goal ≤ ${COPY_GOAL.points})`,
  `TBT over copy ms (goal ≤ ${COPY_GOAL.blockingMs})`,
  'goal',
  'accessibility',
  'best practices',
  'SEO',
];
const rows: string[] = [`| ${headings.join(' | ')} |`, `|${'---|'.repeat(headings.length)}`];
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The template's page in `language`, as the English page names its versions. */
async function pathIn(language: Language, target: string): Promise<string> {
  if (language === 'en') return target;
  const html = await (await fetch(`${server.origin}${target}`)).text();
  const found = languageVersionPath(html, language);
  if (!found) throw new Error(`${target} names no ${language} version of itself`);
  return found;
}

try {
  // `npm run lighthouse -- home account` audits only the templates named.
  const only = process.argv.slice(2);
  const chosen = only.length ? TEMPLATES.filter(([name]) => only.includes(name)) : TEMPLATES;
  for (const [template, englishPath] of chosen) {
    for (const language of LANGUAGES) {
      const target = await pathIn(language, englishPath);
      const url = `${server.origin}${target}`;
      const name = `${template} ${language}`;
      // A template audited on the wrong page (a product that left the catalogue) is no measure.
      const status = (await fetch(url)).status;
      if (status !== 200) throw new Error(`${target} (${name}) answered ${status}, not 200`);
      const skip = PRIVATE.has(template) ? ['is-crawlable'] : [];
      // The same page's HTML as the worker answers it now (a cache hit, as the audits get it).
      // A shopper's page has no copy: it starts by asking the worker for the session and cart,
      // which a static copy cannot answer, so its copy would do less than the page.
      const copyUrl = PRIVATE.has(template)
        ? undefined
        : copies.hold(name, await (await fetch(url)).text(), server.origin);
      const served: Report[] = [];
      const copied: Report[] = [];
      for (let run = 1; run <= RUNS; run++) {
        served.push(await audit(url, name, run, skip));
        if (copyUrl) copied.push(await audit(copyUrl, `${name} static copy`, run, skip));
      }
      const page = cellsOf(served);
      const copy = copied.length > 0 ? cellsOf(copied) : undefined;
      const distance = copy && distanceToCopy(page.medians, copy.medians);
      const middle = middleRun(served);
      rows.push(
        row([
          template,
          language,
          ...page.cells,
          ...(copy?.cells ?? Array<string>(1 + RUN_COLUMNS.length).fill('–')),
          distance?.points ?? '–',
          distance?.blockingMs ?? '–',
          distance ? (distance.withinGoal ? 'ok' : 'OVER') : '–',
          scoreOf(middle, 'accessibility'),
          scoreOf(middle, 'best-practices'),
          `${scoreOf(middle, 'seo')}${PRIVATE.has(template) ? '*' : ''}`,
        ]),
      );
      // Each row as it is done: a run of every template and language takes the better part of
      // an hour here.
      console.error(rows.at(-1));
    }
  }
} finally {
  server.stop();
  await copies.stop();
}
console.log(rows.join('\n'));
console.log('\n* noindex by design; Lighthouse’s “is crawlable” audit skipped.');
console.log(
  `Distance: the copy's median score minus the page's, and the page's median TBT minus the copy's; OVER when beyond ${COPY_GOAL.points} point or ${COPY_GOAL.blockingMs} ms.`,
);
