import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  JAVASCRIPT_BUDGET_KB,
  recordScripts,
  shopScriptsKb,
  storeSession,
  storeShopperChoices,
  TEMPLATE_VISITS,
  type TemplateVisit,
} from '../bench/javascript-budget.ts';
import { readManifest } from '../bench/js-size.ts';
import { budgetLanguages, wordsKb } from '../bench/page-words.ts';
import type { Language } from '../src/domain/markets';
import { hreflangCode } from '../src/domain/markets/localized-url';

// The budget of decision 0011 as `npm run bench` measures it (bench/javascript-budget.ts): a
// template's visit in Chromium by a shopper past the age gate who allowed every cookie category,
// every script of the shop's own it loads without interaction (start, mount, idle; error
// reporting apart) plus the words inlined in the page, gzip -9, at most 80 KB of 1,024 bytes, in
// English and in the language whose words weigh most there.

// Two visits of a few seconds each (the bench's wait for idle-time loads), on a dev server whose
// first requests warm its caches.
test.describe.configure({ timeout: 90_000 });

const kb = (value: number) => `${value.toFixed(1)} KB`;

/**
 * The language whose words weigh most on the template's page (measured in every language, with
 * the islands its HTML has) and that language's version of the page, as the page links to it.
 */
async function heaviestVersion(request: APIRequestContext, origin: string, page: TemplateVisit) {
  const { token, path } = await page.prepare(origin);
  const response = await request.get(`${origin}${path}`, {
    headers: token ? { Cookie: `checkout_session=${token}` } : {},
  });
  expect(response.status()).toBe(page.status);
  const html = await response.text();
  // The islands hydrated with the page (one hydrated on a touch fetches its words then).
  const islands = Array.from(
    html.matchAll(/data-island="([^"]+)" data-props="[^"]*"( data-hydrate="interaction")?/g),
  )
    .filter((match) => !match[2])
    .map((match) => match[1]!);
  const { words } = await readManifest();
  const [, heaviest] = budgetLanguages(page.kind, words, islands);
  const language = heaviest!.language;
  const href = new RegExp(`hreflang="${hreflangCode(language)}" href="([^"]+)"`, 'i').exec(
    html,
  )?.[1];
  if (!href) throw new Error(`${path} links to no version in ${language}`);
  return { language, pathname: new URL(href).pathname };
}

/** One visit of the template's page (a returning shopper's with a session of its own), measured. */
async function measure(
  browser: Browser,
  origin: string,
  page: TemplateVisit,
  pathIn: (path: string) => string,
) {
  const { token, path } = await page.prepare(origin);
  const context = await browser.newContext();
  await storeShopperChoices(context);
  if (token) await storeSession(context, origin, token);
  try {
    const tab = await context.newPage();
    const scripts = await recordScripts(tab, `${origin}${pathIn(path)}`, {
      expected: page.status,
      touch: false,
    });
    // A visit whose scripts went unrecorded would keep any budget.
    const { entry } = await readManifest();
    expect(scripts.firstVisit.map((url) => new URL(url).pathname)).toContain(entry);
    return {
      language: (await tab.locator('html').getAttribute('lang')) as Language,
      scripts: await shopScriptsKb(scripts.firstVisit),
      words: wordsKb(scripts.wordsJson),
    };
  } finally {
    await context.close();
  }
}

for (const template of TEMPLATE_VISITS) {
  test(`the ${template.label} page loads at most ${JAVASCRIPT_BUDGET_KB} KB of JavaScript and words`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const origin = baseURL!;
    const heaviest = await heaviestVersion(request, origin, template);
    const visits = await Promise.all([
      measure(browser, origin, template, (path) => path),
      measure(
        browser,
        origin,
        template,
        (path) => heaviest.pathname + new URL(path, origin).search,
      ),
    ]);
    expect(visits.map(({ language }) => language)).toEqual(['en', heaviest.language]);
    for (const { language, scripts, words } of visits) {
      const total = scripts + words;
      const measured = `${kb(scripts)} of scripts + ${kb(words)} of words = ${kb(total)}`;
      test
        .info()
        .annotations.push({ type: `JavaScript budget, ${language}`, description: measured });
      expect
        .soft(total, `${template.label} in ${language}: ${measured}`)
        .toBeLessThanOrEqual(JAVASCRIPT_BUDGET_KB);
    }
  });
}
