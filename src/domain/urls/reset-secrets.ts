/** The parameters of a mailed password-reset link: together they let anyone set the password. */
const RESET_PARAMETERS = ['i', 'id'] as const;

const isResetParameter = (pair: string) =>
  (RESET_PARAMETERS as readonly string[]).includes(pair.split('=')[0] ?? '');

/**
 * The address without a reset link's parameters, for anything that records addresses (the
 * address bar scripts read, error reports, logs). Other parameters and the fragment stay;
 * an address without them is returned as it is.
 */
export function withoutResetSecrets(address: string): string {
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return address;
  const pairs = beforeHash.slice(queryAt + 1).split('&');
  if (!pairs.some(isResetParameter)) return address;
  const kept = pairs.filter((pair) => pair && !isResetParameter(pair));
  return `${beforeHash.slice(0, queryAt)}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}
