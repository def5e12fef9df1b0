import { validateEmail } from '../../src/domain/validation';

/** The dictionary key of an email's problem, for the account forms. */
export type EmailProblem = 'emailEmpty' | 'invalidEmail';

export type EmailCheck = { ok: true; email: string } | { ok: false; problem: EmailProblem };

/** Trims and checks an address the way the checkout does; a problem is named by its key. */
export function checkEmail(input: string | null | undefined): EmailCheck {
  if (!(input ?? '').trim()) return { ok: false, problem: 'emailEmpty' };
  const result = validateEmail(input);
  return result.ok ? { ok: true, email: result.email } : { ok: false, problem: 'invalidEmail' };
}
