import type { FilterOptions, Listing, ListOrder } from '../domain/product-list';
import type { OrderResponse, OrdersResponse, SelectionResponse } from './checkout-api/schemas';
import type { NavLink } from './layout-data';
import type { ListEntries } from './list-entries';

/**
 * In draft mode only: where the Studio edits each named text or picture, as the `data-sanity`
 * attribute Sanity's overlays read. A shopper's page never carries it.
 */
export type EditAttributes<K extends string> = Partial<Record<K, string>>;

export interface ImageData {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The same image in other widths (`url 360w, …`), for the browser to pick by its size. */
  srcSet?: string;
}

export interface PostCard {
  id: string;
  title: string;
  href: string;
  excerpt?: string;
  publishedAt?: string;
  image?: ImageData;
  categories: NavLink[];
  edit?: EditAttributes<'title' | 'excerpt' | 'image'>;
}

export type Visibility = ('mobile' | 'desktop')[];

/** A content card, resolved on the server: texts in the page's language, links localized, images sized. */
export type CardData =
  | {
      kind: 'heading';
      key: string;
      visibleOn: Visibility;
      title: string;
      subtitle?: string;
      edit?: EditAttributes<'title' | 'subtitle'>;
    }
  | {
      kind: 'slideshow';
      key: string;
      visibleOn: Visibility;
      slides: {
        key: string;
        href: string;
        image?: ImageData;
        mobileImage?: ImageData;
        edit?: EditAttributes<'image'>;
      }[];
    }
  | {
      kind: 'featuredBrands';
      key: string;
      visibleOn: Visibility;
      brands: {
        key: string;
        title: string;
        href: string;
        logo?: ImageData;
        showTitle: boolean;
        edit?: EditAttributes<'title' | 'logo'>;
      }[];
    }
  | {
      kind: 'topBrands';
      key: string;
      visibleOn: Visibility;
      brands: { key: string; href: string; image?: ImageData; edit?: EditAttributes<'image'> }[];
    }
  | { kind: 'featuredPosts'; key: string; visibleOn: Visibility; posts: PostCard[] }
  | { kind: 'faq'; key: string; visibleOn: Visibility; entries: FaqItem[]; moreHref: string }
  | {
      kind: 'text';
      key: string;
      visibleOn: Visibility;
      title?: string;
      content: string;
      edit?: EditAttributes<'title' | 'content'>;
    }
  | ProductsCard;

/** Products inside content: a category's best sellers, or a product search's hits. */
export interface ProductsCard {
  kind: 'products';
  key: string;
  visibleOn: Visibility;
  display: 'grid' | 'slideshow' | 'singular';
  title?: string;
  description?: string;
  products: CardProduct[];
  cta?: { href: string; label: string };
}

export interface FaqItem {
  id: string;
  topic: string;
  question: string;
  answer: string;
  edit?: EditAttributes<'question' | 'answer'>;
}

/** A block of a post's rich text, as the renderer reads it. */
export type RichBlock = (
  | { kind: 'text'; key: string; style: string; spans: { text: string; marks: string[] }[] }
  | { kind: 'image'; key: string; image?: ImageData }
  | { kind: 'button'; key: string; title: string; href: string }
  | { kind: 'callout'; key: string; content: string }
  | {
      kind: 'products';
      key: string;
      query: string;
      searchFields: string[];
      display: 'singular' | 'slideshow';
      title?: string;
      description?: string;
      products: CardProduct[];
    }
) & {
  /** In draft mode: where the Studio edits the block (see `EditAttributes`). */
  edit?: string;
};

export interface Pagination {
  page: number;
  pages: number;
  /** The listing's first page; page N is `?page=N`. */
  baseHref: string;
}

/** A product as a card in a list: what a shopper compares at a glance. */
export interface ProductCardData {
  id: string;
  title: string;
  href: string;
  image?: ImageData;
  brand?: string;
  price?: string;
  priceBeforeDiscount?: string;
  discountPercent?: number;
  available: boolean;
  preorder: boolean;
  tags: string[];
  /** What a list filters and sorts the card by, in the browser as on the server. */
  listing: Listing;
}

/** What a product card shows: its data without what only a list sorts and filters by. */
export type CardProduct = Omit<ProductCardData, 'listing'>;

/** A list's address with this parameter answers with every card of the list, as JSON. */
export const LIST_CARDS_PARAMETER = 'cards';

/**
 * What a list's `cardsHref` answers: every card of the list, in no particular order, and the
 * list's entries as they are now (the browser's list starts over when they changed).
 */
export interface ListCards {
  cards: CardProduct[];
  entries: ListEntries;
}

/** Cards as pages send them: what a list filters and sorts by stays on the server. */
export const cardProducts = (products: readonly ProductCardData[]): CardProduct[] =>
  products.map(({ listing: _listing, ...card }) => card);

interface BundleOption {
  id: string;
  quantity: number;
  price: string;
  /** Per can, in the same currency. */
  pricePerCan: string;
  savingPercent: number;
}

export interface ProductFact {
  label: string;
  value: string;
}

export type PageKind = PageData['kind'];

export type PageData =
  | { kind: 'home'; cards: CardData[] }
  | { kind: 'not-found'; homeHref: string }
  /** A service the page needs is down or too slow: the shell, and a way to try again. */
  | { kind: 'unavailable'; homeHref: string; retryHref: string }
  | {
      kind: 'blog';
      heading: string;
      description?: string;
      posts: PostCard[];
      pagination: Pagination;
      categories: NavLink[];
      edit?: EditAttributes<'heading' | 'description'>;
    }
  | {
      kind: 'blog-post';
      title: string;
      publishedAt?: string;
      author?: { name: string; href: string; role?: string };
      image?: ImageData;
      blocks: RichBlock[];
      categories: NavLink[];
      tags: NavLink[];
      blogHref: string;
      edit?: EditAttributes<'title' | 'image' | 'author'>;
    }
  | { kind: 'faq'; entries: FaqItem[] }
  /** Terms, privacy, cookies, imprint, shipping and returns: editors' text, dated. */
  | {
      kind: 'legal';
      title: string;
      updatedAt: string;
      blocks: RichBlock[];
      edit?: EditAttributes<'title'>;
    }
  | {
      kind: 'landing';
      cards: CardData[];
      title: string;
      documents: {
        key: string;
        title: string;
        href: string;
        logo?: ImageData;
        showTitle: boolean;
        edit?: EditAttributes<'title' | 'logo'>;
      }[];
      footerContent?: string;
      edit?: EditAttributes<'title' | 'footerContent'>;
    }
  | {
      kind: 'landing-document';
      title: string;
      description?: string;
      image?: ImageData;
      logo?: ImageData;
      products: CardProduct[];
      footerContent?: string;
      landing: NavLink;
      edit?: EditAttributes<'title' | 'description' | 'image' | 'logo' | 'footerContent'>;
    }
  | {
      kind: 'product-list';
      heading: string;
      description?: string;
      /** Every product the list can show (all of a category, or a search's hits), unfiltered. */
      entries: ListEntries;
      /**
       * The cards the address shows first (its first page of results), which the server
       * renders; the browser keeps their HTML and is not sent them (`BrowserListPage`).
       * `cardsHref` answers with every card of the list, fetched once the browser needs others.
       */
      cards: CardProduct[];
      cardsHref: string;
      /** The order before the shopper picks one: popularity, or a search's relevance. */
      defaultSort: ListOrder;
      /** The query the page was asked for: the list's filters and sort are read from it. */
      address: string;
      /** The search words, if the list is a search. */
      query: string;
      /** The list's path, to which the filters and sort are written. */
      path: string;
      /**
       * The values each filter offers, in display order: the catalogue's filter read. Absent
       * when it could not be read: the filter dialog then offers the list's own values.
       */
      filterOptions?: FilterOptions;
      /**
       * The catalogue's brands (`GET brands`) by name, in display order, for the brand list.
       * Absent when they could not be read: the brand list then names the list's own brands.
       */
      brands?: string[];
    }
  | {
      kind: 'product';
      id: string;
      title: string;
      /** The Checkout API's tags (news, campaign, 30percent, limited-edition), shown as badges. */
      tags: string[];
      brand?: { title: string; href?: string };
      image?: ImageData;
      description?: string;
      excerpt?: string;
      price?: string;
      priceBeforeDiscount?: string;
      discountPercent?: number;
      available: boolean;
      preorder: boolean;
      stock: 'in-stock' | 'few' | 'sold-out';
      facts: ProductFact[];
      bundles: BundleOption[];
      replacements: CardProduct[];
      related: CardProduct[];
      /**
       * Where the browser reads other stores' prices for the same product (StoreComparison);
       * absent when the shop has no comparison.
       */
      comparisonHref?: string;
      breadcrumbs: NavLink[];
      productUrl: string;
    }
  | { kind: 'newsletter'; text?: string }
  /** The shopper's own pages: rendered with the session the cookie names, if the worker could. */
  | { kind: 'checkout'; failed: boolean; session: ServerRead<SelectionResponse> }
  | {
      kind: 'receipt';
      /** What the payment provider sent back (query or posted form), for payment-result. */
      returnFields: Record<string, string>;
      /** The order, completed by the worker with those fields. */
      session: ServerRead<OrderResponse>;
    }
  | { kind: 'account'; view: AccountView; session: ServerRead<AccountSession> }
  | { kind: 'password-reset'; i: string; id: string };

/**
 * What the worker read of the shopper's session for one of their own pages, with the token of
 * the session cookie: `none`, no cookie came; `read`, the page shows it; `failed`, the Checkout
 * API did not answer or no longer knows the token. The browser keeps the page as rendered when
 * it holds the token the cookie carried, and reads the session itself otherwise.
 */
export type ServerRead<T> = { state: 'none' } | { state: 'read'; value: T } | { state: 'failed' };

/** The account's session: who is signed in and, on the overview, their orders. */
export interface AccountSession {
  selection: SelectionResponse;
  /** Read for a signed-in customer's overview only; null when not read. */
  orders: OrdersResponse | null;
}

/** The server's read of the session on the shopper's own pages; undefined on every other page. */
export const serverReadOf = (
  page: PageData | { kind: Exclude<PageKind, 'checkout' | 'receipt' | 'account'> },
): ServerRead<unknown> | undefined =>
  page.kind === 'checkout' || page.kind === 'receipt' || page.kind === 'account'
    ? page.session
    : undefined;

export type AccountView = 'overview' | 'sign-in' | 'register' | 'forgot-password';

/** Other stores' prices for a product, in the market's money (GET comparisonHref). */
export interface StoreComparison {
  stores: { store: string; price: string; url?: string }[];
  /** The embedded stand-in's invented stores: shown only with a note that they are examples. */
  example: boolean;
}
