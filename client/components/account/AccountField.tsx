import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * A labelled input with its hint and error: an error marks the input invalid and both
 * texts are read with it (aria-describedby).
 */
export function AccountField({
  label,
  error,
  hint,
  ref,
  ...input
}: {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  error?: string | undefined;
  hint?: string | undefined;
  name: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="account-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
