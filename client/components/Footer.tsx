import type { PublicConfig } from '../../src/contract/public-config';
import { CONSENT_SETTINGS_ATTRIBUTE } from '../../src/contract/consent-choice';
import { legalHrefs, type LayoutData } from '../../src/contract/layout-data';
import { useT } from '../i18n/i18n-context';
import { Island } from '../islands/Island';

/**
 * Navigation groups and the newsletter sign-up; in development also which services run on
 * their embedded default (a developer's question, not a shopper's).
 */
export function Footer({
  config,
  layout,
  language,
}: {
  config: PublicConfig;
  layout: LayoutData;
  language: string;
}) {
  const t = useT();
  const entries = Object.entries(config.services) as [keyof PublicConfig['services'], string][];
  return (
    <footer className="site-footer">
      <div className="footer-groups">
        {layout.footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {layout.legalLinks.length > 0 && (
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">{t('legalNavigation')}</h2>
            <ul>
              {layout.legalLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
              <li>
                {/* Without script, the cookie policy; with it, the cookie choice. */}
                <a
                  href={legalHrefs(layout).cookies ?? '#'}
                  {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}
                >
                  {t('cookieSettings')}
                </a>
              </li>
            </ul>
          </nav>
        )}
        <section aria-labelledby="footer-newsletter" className="footer-newsletter">
          <h2 id="footer-newsletter">{t('newsletterTitle')}</h2>
          <p>{layout.newsletterText ?? t('newsletterIntro')}</p>
          <Island
            name="newsletter-form"
            hydrate="interaction"
            props={{
              checkoutBase: config.checkoutBase,
              language,
              idPrefix: 'footer-newsletter',
              legalLinks: legalHrefs(layout),
            }}
          />
        </section>
      </div>
      <p>
        © {config.shopName}. {layout.footerText ?? t('footerNotice')}
      </p>
      {config.environment === 'development' && (
        <ul className="service-modes" aria-label={t('servicesLabel')}>
          {entries.map(([service, mode]) => (
            <li key={service} data-service={service} data-mode={mode}>
              {t(`service_${service}`)}:{' '}
              {t(mode === 'embedded' ? 'serviceMode_embedded' : 'serviceMode_live')}
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
