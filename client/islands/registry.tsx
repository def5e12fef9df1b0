import type { ReactNode } from 'react';
import { browserReadsPageData, type BrowserState } from '../../src/contract/initial-state';
import { ClientShell } from '../app/ClientShell';
import { HeaderActions } from '../components/HeaderActions';
import { useInitialState } from './initial-state-context';

/**
 * The parts of a page that run in the browser, by name. The server renders every part of
 * the page; the browser hydrates only these, each from its own element, so the code of
 * everything else (footer, articles, content cards) never leaves the server. An island
 * whose props are page-wide reads them from the page's state instead of carrying a copy.
 */
const ISLANDS = {
  search: () =>
    import('../components/SearchBox').then(({ SearchBox }) =>
      fromState((state) => (
        <SearchBox
          action={state.layout.productsHref}
          search={state.config.search}
          language={state.language}
          catalogueBase={state.layout.catalogueBase}
        />
      )),
    ),
  // Every page hydrates these at once: they are part of the entry, not chunks of their own.
  'header-actions': async () =>
    fromState((state) => <HeaderActions layout={state.layout} language={state.language} />),
  shell: async () => fromState((state) => <ClientShell state={state} />),
  // Only a page whose data the browser reads is hydrated whole.
  page: (state: BrowserState) =>
    import('../app/page-views').then(async ({ PAGE_VIEWS }) => {
      const View = await PAGE_VIEWS[state.page.kind]();
      return fromState((current) =>
        browserReadsPageData(current.page) ? (
          <View state={{ ...current, page: current.page }} />
        ) : null,
      );
    }),
  'newsletter-form': () => import('../components/NewsletterForm').then((m) => m.NewsletterForm),
  slideshow: () => import('../components/cards/Slideshow').then((m) => m.Slideshow),
  'product-buy': () => import('../components/ProductBuyBox').then((m) => m.ProductBuyBox),
  'stock-notification': () =>
    import('../components/StockNotification').then((m) => m.StockNotification),
  'password-reset-form': () =>
    import('../components/account/PasswordResetForm').then(({ PasswordResetIsland }) =>
      fromState((state) =>
        state.page.kind === 'password-reset' ? (
          <PasswordResetIsland
            i={state.page.i}
            id={state.page.id}
            accountHref={state.layout.accountHref}
            forgotPasswordHref={`${state.layout.accountHref}/forgot-password`}
          />
        ) : null,
      ),
    ),
  receipt: () =>
    import('../components/receipt/ReceiptLoader').then(({ ReceiptLoader }) =>
      fromState(() => <ReceiptLoader />),
    ),
  'price-comparison': () => import('../components/PriceComparison').then((m) => m.PriceComparison),
} satisfies Record<string, (state: BrowserState) => Promise<IslandComponent<never>>>;

export type IslandName = keyof typeof ISLANDS;
type IslandComponent<P> = (props: P) => ReactNode;
export type IslandProps<N extends IslandName> = Parameters<
  Awaited<ReturnType<(typeof ISLANDS)[N]>>
>[0];
export type IslandComponents = ReadonlyMap<IslandName, IslandComponent<Record<string, unknown>>>;

const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

/** Loads the named islands' code (every island when no names are given: the server's case). */
export async function loadIslands(
  state: BrowserState,
  names: Iterable<string> = Object.keys(ISLANDS),
): Promise<IslandComponents> {
  const wanted = [...new Set(names)].map((name) => {
    if (!isIslandName(name))
      throw new Error(`The page names an island "${name}" that does not exist.`);
    return name;
  });
  const loaded = await Promise.all(
    wanted.map(async (name) => [name, await ISLANDS[name](state)] as const),
  );
  // Props come back from JSON: each component gets the props its island was rendered with.
  return new Map(loaded) as unknown as IslandComponents;
}

function fromState(
  render: (state: BrowserState) => ReactNode,
): IslandComponent<Record<string, never>> {
  return function FromState() {
    return render(useInitialState());
  };
}
