import { onDemandWords } from '../i18n/fetch-words';

/** The drawer's words, as the build lists them apart (`ON_DEMAND_SOURCES`). */
const CART_DRAWER_WORDS = 'cart-drawer';

let loading: ReturnType<typeof load> | undefined;

const load = async (language: string) => {
  const [module, words] = await Promise.all([
    import('./CartDrawer'),
    onDemandWords(CART_DRAWER_WORDS, language),
  ]);
  return { CartDrawer: module.default, words };
};

/**
 * The cart drawer's code and words, loaded when the shopper first opens the cart (or shows the
 * intent to, by pointing at or focusing the cart button), never as part of a page's start.
 * Asked once; a failure is forgotten, so the next opening asks again.
 */
export function loadCartDrawer(language: string) {
  loading ??= load(language).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
