import { chromium } from '@playwright/test';
import { startDevServer } from './dev-server.ts';
import {
  recordScripts,
  shopScriptsKb,
  storeSession,
  storeShopperChoices,
  TEMPLATE_VISITS,
} from './javascript-budget.ts';

const PORT = 8794;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LoadedScripts {
  /** The kind of page, whose words the page carries. */
  kind: string;
  /** The islands on the page, whose words it carries too. */
  islands: string[];
  /** The shop's own scripts a first visit loads without any interaction, gzip KB. */
  shopKb: number;
  files: string[];
  /** What touching every island that waits for a touch adds (the shop's own), gzip KB. */
  afterTouchKb: number;
}

/**
 * Loads every template in Chromium (`TEMPLATE_VISITS`) and records every script of the shop's
 * own it fetches until the page has been interactive for a while, then what touching its
 * islands adds. Sizes are the files' gzip -9 sizes, as the budget counts them.
 */
export async function measureLoadedScripts(): Promise<Record<string, LoadedScripts>> {
  const server = await startDevServer(PORT, 'loaded-js');
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const results: Record<string, LoadedScripts> = {};
    for (const { label, kind, status, prepare } of TEMPLATE_VISITS) {
      const { token, path: pagePath } = await prepare(server.origin);
      const context = await browser.newContext();
      await storeShopperChoices(context);
      if (token) await storeSession(context, server.origin, token);
      const scripts = await recordScripts(await context.newPage(), `${server.origin}${pagePath}`, {
        expected: status,
        touch: true,
      });
      await context.close();
      results[label] = {
        kind,
        islands: scripts.islands,
        shopKb: await shopScriptsKb(scripts.firstVisit),
        files: scripts.firstVisit.map((url) => new URL(url).pathname),
        afterTouchKb: await shopScriptsKb(scripts.afterTouch),
      };
    }
    return results;
  } finally {
    await browser.close();
    server.stop();
  }
}
