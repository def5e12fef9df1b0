import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * A labelled input with its hint and error: an error marks the input invalid and both
 * texts are read with it (aria-describedby).
 */
export function FormField({
  label,
  error,
  hint,
  ref,
  id: givenId,
  ...input
}: {
  label: ReactNode;
  /** A stable id when the page refers to the field (e.g. to focus the first error). */
  id?: string;
  ref?: Ref<HTMLInputElement>;
  error?: string | undefined;
  hint?: string | undefined;
  name: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid' | 'aria-describedby'>) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
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
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
