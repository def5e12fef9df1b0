import type { Word } from '../../i18n/i18n-context';
import { useState, type FormEvent, type RefObject } from 'react';
import { apiProblem, type ApiProblem } from './api-error';

/** A message per field, and `form` for one about the whole form. */
export type FormErrors<F extends string> = Partial<
  Record<F | 'form', Word<'customer' | 'account'>>
>;

export interface AccountSubmit<F extends string, V> {
  /** What the form does, for the console when a call fails unexpectedly. */
  name: string;
  /** The inputs to focus when their field is wrong, the first wrong one in this order. */
  fields: Readonly<Record<F, RefObject<HTMLInputElement | null>>>;
  /** Reads and checks the form: errors stop it before any call. */
  read(form: FormData): { values: V } | { errors: FormErrors<NoInfer<F>> };
  send(values: NoInfer<V>, form: HTMLFormElement): Promise<void>;
  /** What a failed call shows; `problem` is null when the call did not reach the Checkout API. */
  failed(problem: ApiProblem | null): FormErrors<NoInfer<F>>;
}

/**
 * The lifecycle every account form shares: check the fields, focus the first wrong one,
 * stay busy while the Checkout API answers, then show what it refused, or that it is done.
 */
export function useAccountSubmit<F extends string, V>(options: AccountSubmit<F, V>) {
  const [state, setState] = useState<{ busy: boolean; done: boolean; errors: FormErrors<F> }>({
    busy: false,
    done: false,
    errors: {},
  });
  const show = (errors: FormErrors<F>) => {
    setState({ busy: false, done: false, errors });
    const first = (Object.keys(options.fields) as F[]).find((field) => errors[field]);
    if (first) options.fields[first].current?.focus();
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const read = options.read(new FormData(element));
    if ('errors' in read) return show(read.errors);
    setState({ busy: true, done: false, errors: {} });
    try {
      await options.send(read.values, element);
      setState({ busy: false, done: true, errors: {} });
    } catch (error) {
      const problem = apiProblem(error);
      if (!problem) console.warn(`${options.name} failed`, error);
      // Past the abuse limit every form says the same: wait, then try again.
      const limited: FormErrors<F> = { form: 'tooManyAttempts' } as FormErrors<F>;
      show(problem?.status === 429 ? limited : options.failed(problem));
    }
  };
  return {
    ...state,
    onSubmit,
    /**
     * The form element's own props. It posts, never gets, should it ever be sent as plain HTML:
     * its fields (a password, an address) must not land in an address bar or a log.
     */
    formProps: {
      className: 'account-form',
      method: 'post',
      noValidate: true,
      onSubmit,
      'aria-busy': state.busy,
    },
    /** Forgets a shown success once the shopper edits the form again. */
    edited: () => setState((current) => (current.busy ? current : { ...current, done: false })),
  };
}

/** What `read` found: the values to send (`valid`), or what to fix first (`invalid`). */
export const valid = <V>(values: V): { values: V } => ({ values });
export const invalid = <F extends string>(errors: FormErrors<F>): { errors: FormErrors<F> } => ({
  errors,
});

/** A form's own text fields, read trimmed. */
export const textOf = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
