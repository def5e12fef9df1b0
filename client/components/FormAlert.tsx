import type { ReactNode } from 'react';

/** A form's or page's error, announced as soon as it shows. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="form-error">
      {children}
    </p>
  );
}
