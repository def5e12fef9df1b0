/** What is wrong with an email: the interface says it in the shopper's language. */
type EmailProblem = 'emailEmpty' | 'invalidEmail';

export type EmailValidation = { ok: true; email: string } | { ok: false; problem: EmailProblem };

const MAX_LENGTH = 254;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]{2,59}$/;

function isValidDomain(domain: string): boolean {
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1] ?? '')
  );
}

/** Trims, then checks the address the way a checkout must: local@domain.tld, nothing odd. */
export function validateEmail(input: string | null | undefined): EmailValidation {
  const email = (input ?? '').trim();
  if (!email) return { ok: false, problem: 'emailEmpty' };
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const valid =
    email.length <= MAX_LENGTH &&
    at > 0 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    isValidDomain(domain);
  return valid ? { ok: true, email } : { ok: false, problem: 'invalidEmail' };
}
