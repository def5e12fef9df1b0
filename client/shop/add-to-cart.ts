import type { Translate } from '../../src/i18n/translate';
import type { Toast } from '../state/ui-flags';
import type { ShopActions } from './shop-actions';

type AddWords = 'itemAdded' | 'tooManyAttempts' | 'addFailed';

/**
 * Adds one product through /api/addProduct and tells the shopper how it went: added, too many
 * attempts (the endpoint's limit), or failed (a failed download of the shop's code too).
 */
export async function addToCart(
  shop: () => Promise<ShopActions>,
  product: { id: string; quantity: number; url: string },
  t: Translate<AddWords>,
  showToast: (toast: Toast) => void,
): Promise<boolean> {
  try {
    const outcome = await (await shop()).addProduct(product.id, product.quantity, product.url);
    const message =
      outcome === 'added' ? 'itemAdded' : outcome === 'limited' ? 'tooManyAttempts' : 'addFailed';
    showToast({ kind: outcome === 'added' ? 'success' : 'error', message: t(message) });
    return outcome === 'added';
  } catch {
    showToast({ kind: 'error', message: t('addFailed') });
    return false;
  }
}
