import { useStore } from 'jotai';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { ShopActions } from './shop-actions';
import { loadShop, type ShopSettings } from './shop-loader';

const SettingsContext = createContext<ShopSettings>({
  checkoutBase: '',
  language: 'en',
  marketCountry: 'GB',
});

export function ShopProvider({
  settings,
  children,
}: {
  settings: ShopSettings;
  children: ReactNode;
}) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export const useShopSettings = () => useContext(SettingsContext);

/** The page's cart and checkout actions (`loadShop`), for a component. */
export function useShop(): () => Promise<ShopActions> {
  const store = useStore();
  const settings = useShopSettings();
  return useCallback(() => loadShop(store, settings), [store, settings]);
}
