import { useEffect, useRef } from 'react';
import { countryName } from '../../../src/domain/markets/country-name';

/** The delivery country; choosing one re-prices the selection. */
export function CountryChoice({
  label,
  language,
  countries,
  chosen,
  disabled,
  onChoose,
}: {
  label: string;
  language: string;
  countries: string[];
  chosen: string;
  disabled: boolean;
  onChoose: (country: string) => void;
}) {
  // A country picked before the page hydrated (its first touch) is chosen once it runs: React
  // keeps the list as the shopper left it, but no change reached it.
  const list = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const picked = list.current?.value;
    if (picked && picked !== chosen) onChoose(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="field">
      <label htmlFor="checkout-country">{label}</label>
      <select
        ref={list}
        id="checkout-country"
        value={chosen}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.value)}
      >
        {countries.map((country) => (
          <option key={country} value={country}>
            {countryName(language, country)}
          </option>
        ))}
      </select>
    </div>
  );
}
