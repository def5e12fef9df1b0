import type { MarketLink } from '../app/initial-state';

export function HomePage({ markets }: { markets: MarketLink[] }) {
  return (
    <>
      <section className="hero">
        <h1>Nicotine pouches, delivered fast</h1>
        <p>
          Tobacco-free pouches from the brands you know, in every strength and flavour. Free
          shipping above the threshold of your market and better prices on multi-can bundles.
        </p>
      </section>
      <section aria-labelledby="markets-heading" className="markets">
        <h2 id="markets-heading">Choose your market</h2>
        <ul>
          {markets.map((market) => (
            <li key={market.language}>
              <a href={market.href} hrefLang={market.language}>
                {market.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
