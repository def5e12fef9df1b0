import type { AssetManifest } from '../client/app/initial-state';
import { parseConfig } from '../src/config/config';
import { toPublicConfig } from '../src/config/public-config';
import { buildDomainTable, parseLocaleLimit, resolveMarketFromUrl } from '../src/domain/markets';
import { homePageState, notFoundPageState } from '../src/render/page-state';
import { renderPage } from '../src/render/render-page';

export interface RenderScenario {
  name: string;
  render: () => Promise<string>;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
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

/** The same state builders and renderer the worker uses, fed what a warm request has. */
export function renderScenarios(assets: AssetManifest): RenderScenario[] {
  const config = toPublicConfig(parseConfig({ ENVIRONMENT: 'production' }));
  const home = homePageState({ request: requestFor('https://pouchatlas.se/'), config, assets });
  const notFound = notFoundPageState({
    request: requestFor('https://pouchatlas.com/missing'),
    config,
    assets,
  });
  return [
    { name: 'SSR CPU: home page shell', render: async () => readAll(await renderPage(home)) },
    { name: 'SSR CPU: not-found page', render: async () => readAll(await renderPage(notFound)) },
  ];
}
