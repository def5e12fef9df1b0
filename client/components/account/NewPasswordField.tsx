import type { Ref } from 'react';
import { useT, type Word } from '../../i18n/i18n-context';
import { FormField } from '../FormField';
import { MIN_PASSWORD_LENGTH } from './api-error';

/** A password being chosen: the minimum length as a hint, and its error if any. */
export function NewPasswordField({
  ref,
  name,
  label,
  error,
}: {
  ref?: Ref<HTMLInputElement>;
  name: string;
  label: string;
  error: Word<'customer' | 'account'> | undefined;
}) {
  const t = useT('customer', 'account');
  const min = { count: MIN_PASSWORD_LENGTH };
  return (
    <FormField
      ref={ref}
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      hint={t('passwordHint', min)}
      error={error && t(error, min)}
    />
  );
}
