import type { Context } from 'hono';
import type { SiteSettings } from '../../adapters/content/content-schemas';
import type { AppEnv } from '../../app-env';
import { loadAssetManifest } from '../../render/asset-manifest';
import { layoutState } from '../../render/layout-state';
import type { PageStateInput } from '../../render/page-state';
import { toPublicConfig } from '../../render/public-config';

/** How long a page may take before the shopper gets its shell and a message instead. */
const PAGE_BUDGET_MS = 2_800;

class PageTimeout extends Error {
  constructor(path: string) {
    super(`The page ${path} took longer than ${PAGE_BUDGET_MS} ms`);
    this.name = 'PageTimeout';
  }
}

/**
 * Builds the page within the budget: a service that hangs past its own deadline (or several
 * slow ones in a row) turns into the page shell, not into a shopper staring at a blank tab.
 */
export async function withinBudget<T>(path: string, build: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageTimeout(path)), PAGE_BUDGET_MS);
  });
  try {
    return await Promise.race([build(), deadline]);
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

/** The last site settings (navigation, footer) each language was shown with, in this isolate. */
const lastGood = new Map<string, SiteSettings>();

export function rememberSettings(language: string, settings: SiteSettings | null): void {
  if (settings) lastGood.set(language, settings);
}

/**
 * What any page needs without asking a service: the market, the public config, the scripts,
 * and the header and footer from the last good site settings (none yet: the shop's own
 * links only).
 */
export async function shellInput(c: Context<AppEnv>): Promise<PageStateInput> {
  const request = c.get('market');
  const config = toPublicConfig(c.get('config'));
  return {
    request,
    config,
    assets: await loadAssetManifest(c.env.ASSETS),
    layout: layoutState(
      request,
      lastGood.get(request.market.language) ?? null,
      config.freeShipping,
    ),
  };
}
