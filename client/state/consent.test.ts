import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY, REJECT_ALL } from '../../src/contract/consent';
import { readConsent } from './consent';
import { rememberConsent } from './consent-record';
import { CONSENT_BOOT_SCRIPT } from './consent-boot';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

/** Runs the boot script as the browser would, before any other code, over this storage. */
function boot(storage: ReturnType<typeof memoryStorage>) {
  const window: Record<string, unknown> = { localStorage: storage };
  window.window = window;
  // The page's globals are the window's, as in a browser (a sloppy-mode `with` stands in).
  new Function('window', `with (window) { ${CONSENT_BOOT_SCRIPT} }`)(window);
  return (window.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry));
}

describe('the cookie choice', () => {
  it('is remembered with its Consent Mode signals and read back', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    rememberConsent(storage, { statistics: true, marketing: false });
    expect(readConsent(storage)).toEqual({ statistics: true, marketing: false });
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      mode: { analytics_storage: 'granted', ad_storage: 'denied' },
    });
  });

  it('counts anything else stored as no choice yet', () => {
    const storage = memoryStorage();
    for (const stored of ['yes', '{"statistics":"true","marketing":false}', '[]', 'null']) {
      storage.setItem(CONSENT_STORAGE_KEY, stored);
      expect(readConsent(storage), stored).toBeNull();
    }
  });

  it('starts every page with Consent Mode denied, then the stored choice, before other scripts', () => {
    const fresh = boot(memoryStorage());
    expect(fresh).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          security_storage: 'granted',
        }),
      ],
    ]);
    const storage = memoryStorage();
    rememberConsent(storage, ACCEPT_ALL);
    expect(boot(storage)[1]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    rememberConsent(storage, REJECT_ALL);
    expect(boot(storage)[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied' }),
    ]);
  });
});
