import type { FieldError } from '../../shop/checkout-validation';
import { useT } from '../../i18n/i18n-context';

/** A labelled input whose error is announced and tied to it. */
export function TextField({
  id,
  label,
  type,
  autoComplete,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  error: FieldError | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {t(error.key, error.params)}
        </p>
      )}
    </div>
  );
}
