import type { ReactNode } from 'react';

/** A required confirmation (terms, age) with its error read together with it. */
export function Consent({
  id,
  name,
  checked,
  label,
  error,
  onChange,
}: {
  id: string;
  name: string;
  checked: boolean;
  label: ReactNode;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
