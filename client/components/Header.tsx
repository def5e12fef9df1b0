import { useAtomValue, useSetAtom } from 'jotai';
import type { LayoutData } from '../app/layout-data';
import { useT } from '../i18n/i18n-context';
import { cartCountAtom } from '../state/cart-count';
import { cartOpenAtom, localeDialogOpenAtom } from '../state/ui-flags';
import { ColorModeToggle } from './ColorModeToggle';
import { LocaleDialog } from './LocaleDialog';

export function Header({
  shopName,
  layout,
  language,
}: {
  shopName: string;
  layout: LayoutData;
  language: string;
}) {
  const t = useT();
  const count = useAtomValue(cartCountAtom);
  const openLocales = useSetAtom(localeDialogOpenAtom);
  const openCart = useSetAtom(cartOpenAtom);
  return (
    <header className="site-header">
      <a className="logo" href={layout.homeHref}>
        {shopName}
      </a>
      {layout.navigation.length > 0 && (
        <nav aria-label={t('mainNavigation')} className="main-nav">
          <ul>
            {layout.navigation.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <form role="search" action={layout.productsHref} className="search-form">
        <input
          type="search"
          name="q"
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
        />
      </form>
      <div className="header-actions">
        <button type="button" aria-label={t('changeCountry')} onClick={() => openLocales(true)}>
          <span aria-hidden="true">🌐</span>
        </button>
        <a href={layout.accountHref} className="account-link">
          {t('account')}
        </a>
        <button
          type="button"
          aria-label={t('cartWithCount', { count })}
          onClick={() => openCart(true)}
        >
          {t('cart')} <span className="cart-count">{count}</span>
        </button>
        <ColorModeToggle />
      </div>
      <LocaleDialog markets={layout.markets} current={language} />
    </header>
  );
}
