import type { PublicConfig } from '../../src/config/public-config';

const SERVICE_NAMES: Record<keyof PublicConfig['services'], string> = {
  checkout: 'Checkout',
  content: 'Content',
  search: 'Search',
  monitoring: 'Monitoring',
  logs: 'Event log',
};

/** Says which services run on their embedded default, so an operator sees it at a glance. */
export function Footer({ config }: { config: PublicConfig }) {
  const entries = Object.entries(config.services) as [keyof PublicConfig['services'], string][];
  return (
    <footer className="site-footer">
      <p>
        © {config.shopName}. Nicotine pouches are for adults over 18 only. Nicotine is an addictive
        substance.
      </p>
      <ul className="service-modes" aria-label="Services">
        {entries.map(([service, mode]) => (
          <li key={service} data-service={service} data-mode={mode}>
            {SERVICE_NAMES[service]}: {mode === 'embedded' ? 'embedded' : 'live'}
          </li>
        ))}
      </ul>
    </footer>
  );
}
