import { useStore } from 'jotai';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { ShopActions } from './shop-actions';

/** What the shop's browser code needs to know about the page it runs on. */
export interface ShopSettings {
  checkoutBase: string;
  language: string;
  marketCountry: string;
}

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

let loading: Promise<ShopActions> | undefined;

/**
 * The cart and checkout actions, loaded on first use: their Checkout API client and
 * response schemas stay out of the JavaScript every page needs to start.
 */
export function useShop(): () => Promise<ShopActions> {
  const store = useStore();
  const settings = useShopSettings();
  return useCallback(() => {
    loading ??= import('./shop-actions')
      .then((module) => module.createShopActions({ store, ...settings }))
      .catch((error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next action.
        loading = undefined;
        throw error;
      });
    return loading;
  }, [store, settings]);
}
