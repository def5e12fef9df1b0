import type { PublicConfig } from '../../src/contract/public-config';
import { CONSENT_SETTINGS_ATTRIBUTE } from '../../src/contract/consent-choice';
import { legalHrefs, type LayoutData } from '../../src/contract/layout-data';
import { useT } from '../i18n/i18n-context';
import { Island } from '../islands/Island';

/** Everything the footer shows: the server renders it once for each different one. */
export interface FooterInput {
  config: Pick<PublicConfig, 'shopName' | 'environment' | 'services' | 'checkoutBase'>;
  layout: Pick<
    LayoutData,
    'footerGroups' | 'legalLinks' | 'footerText' | 'newsletterText' | 'edit'
  >;
  language: string;
}

export const footerInput = (
  config: PublicConfig,
  layout: LayoutData,
  language: string,
): FooterInput => ({
  config: {
    shopName: config.shopName,
    environment: config.environment,
    services: config.services,
    checkoutBase: config.checkoutBase,
  },
  layout: {
    footerGroups: layout.footerGroups,
    legalLinks: layout.legalLinks,
    footerText: layout.footerText,
    newsletterText: layout.newsletterText,
    // Draft mode's only: where the Studio edits the two texts.
    edit: layout.edit && {
      footerText: layout.edit.footerText,
      newsletterText: layout.edit.newsletterText,
    },
  },
  language,
});

/**
 * What the footer holds: navigation groups and the newsletter sign-up; in development also
 * which services run on their embedded default (a developer's question, not a shopper's). It
 * reads nothing but its input and the page's words, so its HTML can be reused for the same.
 */
export function FooterContents({ config, layout, language }: FooterInput) {
  const t = useT();
  const entries = Object.entries(config.services) as [keyof PublicConfig['services'], string][];
  // In draft mode the editors' text is its own element, for the Studio's overlay.
  const notice =
    layout.footerText && layout.edit?.footerText ? (
      <span data-sanity={layout.edit.footerText}>{layout.footerText}</span>
    ) : (
      (layout.footerText ?? t('footerNotice'))
    );
  return (
    <>
      <div className="footer-groups">
        {layout.footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 data-sanity={group.edit}>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} data-sanity={link.edit}>
                    {link.title}
                  </a>
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
          <p data-sanity={layout.newsletterText ? layout.edit?.newsletterText : undefined}>
            {layout.newsletterText ?? t('newsletterIntro')}
          </p>
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
        © {config.shopName}. {notice}
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
    </>
  );
}
