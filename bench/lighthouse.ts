import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from './dev-server.ts';
import { TEMPLATE_PATHS } from './javascript-budget.ts';
import { startStaticCopyServer } from './static-copy-server.ts';

// `npm run lighthouse`: mobile Lighthouse runs (Debian's Chromium, never a downloaded one)
// per page template against `wrangler dev` with the embedded services, one table of scores.
// One run on a 2-core machine swings by ten points, so each template is audited RUNS times
// and the table shows the median run (by performance score) with its blocking time and LCP.
// Each template is audited again as a static copy (bench/static-copy-server.ts says why).
// Lighthouse's mobile audit slows the host's CPU down four times, a factor meant for a host
// whose benchmark index is about 1,500; this machine's moves between about 1,000 and 2,000 from
// one run to the next, so each row shows the index of its runs beside their scores.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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

/** The middle run by performance score (the lower middle of an even count). */
function median(reports: Report[]): Report {
  const sorted = [...reports].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse report');
  return middle;
}

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

/** RUNS audits of one URL, each saved as `<name>-<run>.json`. */
async function audits(url: string, name: string, skip: readonly string[]): Promise<Report[]> {
  const reports: Report[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const output = path.join(outdir, `${name.replace(/\W+/g, '-')}-${run}.json`);
    // Lighthouse occasionally fails to start Chromium on a busy machine: one retry.
    await lighthouse(url, output, skip).catch(() => lighthouse(url, output, skip));
    reports.push(JSON.parse(await readFile(output, 'utf8')) as Report);
  }
  return reports;
}

/** The columns `summary` fills for one way of serving a template, in its order. */
const RUN_COLUMNS = ['runs', 'host CPU index', 'TBT ms', 'LCP ms'];

const summary = (reports: Report[]) => {
  const middle = median(reports);
  const runs = reports.map((report) => scoreOf(report, 'performance')).join(' ');
  const host = reports.map((report) => Math.round(report.environment.benchmarkIndex)).join(' ');
  return {
    middle,
    cells: `${scoreOf(middle, 'performance')} | ${runs} | ${host} | ${millis(middle, 'total-blocking-time')} | ${millis(middle, 'largest-contentful-paint')}`,
  };
};

await mkdir(outdir, { recursive: true });
const server = await startDevServer(PORT, 'lighthouse');
const copies = await startStaticCopyServer(COPY_PORT);
const headings = [
  'template',
  `performance (median of ${RUNS})`,
  ...RUN_COLUMNS,
  'static copy: performance',
  ...RUN_COLUMNS,
  'accessibility',
  'best practices',
  'SEO',
];
const rows: string[] = [`| ${headings.join(' | ')} |`, `|${'---|'.repeat(headings.length)}`];
try {
  // `npm run lighthouse -- home account` audits only the templates named.
  const only = process.argv.slice(2);
  const chosen = only.length ? TEMPLATES.filter(([name]) => only.includes(name)) : TEMPLATES;
  for (const [name, target] of chosen) {
    // A template audited on the wrong page (a product that left the catalogue) is no measure.
    const status = (await fetch(`${server.origin}${target}`)).status;
    if (status !== 200) throw new Error(`${target} (${name}) answered ${status}, not 200`);
    const skip = PRIVATE.has(name) ? ['is-crawlable'] : [];
    const served = summary(await audits(`${server.origin}${target}`, name, skip));
    // The same page's HTML as the worker answers it now (a cache hit, as the audits got it).
    // A shopper's page is left out: it starts by asking the worker for the session and cart,
    // which a static copy cannot answer, so its copy would do less than the page.
    const html = await (await fetch(`${server.origin}${target}`)).text();
    const copied = PRIVATE.has(name)
      ? {
          cells: Array<string>(1 + RUN_COLUMNS.length)
            .fill('–')
            .join(' | '),
        }
      : summary(await audits(copies.hold(name, html, server.origin), `${name} static copy`, skip));
    const { middle } = served;
    rows.push(
      `| ${name} | ${served.cells} | ${copied.cells} | ${scoreOf(middle, 'accessibility')} | ${scoreOf(middle, 'best-practices')} | ${scoreOf(middle, 'seo')}${PRIVATE.has(name) ? '*' : ''} |`,
    );
  }
} finally {
  server.stop();
  await copies.stop();
}
console.log(rows.join('\n'));
console.log('\n* noindex by design; Lighthouse’s “is crawlable” audit skipped.');
