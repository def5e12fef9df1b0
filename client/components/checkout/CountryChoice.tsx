import { useEffect, useRef } from 'react';
import { countryName } from '../../../src/domain/markets/country-name';

/**
 * The delivery country; choosing one re-prices the selection. With none chosen (the shopper's
 * own country is not shipped to) the list says so, rather than show a country the cart is not in.
 */
export function CountryChoice({
  label,
  placeholder,
  language,
  countries,
  chosen,
  error,
  disabled,
  onChoose,
}: {
  label: string;
  /** The list's first line while no country is chosen. */
  placeholder: string;
  language: string;
  countries: string[];
  /** '' while none is chosen. */
  chosen: string;
  error: string | undefined;
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
  const none = !countries.includes(chosen);
  return (
    <div className="field">
      <label htmlFor="checkout-country">{label}</label>
      <select
        ref={list}
        id="checkout-country"
        value={none ? '' : chosen}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-country-error' : undefined}
        onChange={(event) => onChoose(event.target.value)}
      >
        {none && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {countries.map((country) => (
          <option key={country} value={country}>
            {countryName(language, country)}
          </option>
        ))}
      </select>
      {error && (
        <p id="checkout-country-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
