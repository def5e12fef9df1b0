import { STUDIO_MESSAGES } from './messages';
import type { RuleResult } from './slug-rules';

const ALLOWED_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Sanity's own wording for a URI whose scheme is not allowed. */
const LINK_SCHEME_MESSAGE = 'Does not match allowed protocols/schemes';

/**
 * Studio links: http, https, mailto and tel, or a relative link. A missing
 * link passes here because the schema's `required()` reports it.
 */
export function checkLink(link: string | undefined): RuleResult {
  if (link === undefined) return true;
  const value = link.trim();
  if (value === '') return LINK_SCHEME_MESSAGE;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme === undefined) return /\s/.test(value) ? LINK_SCHEME_MESSAGE : true;
  return (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme.toLowerCase())
    ? true
    : LINK_SCHEME_MESSAGE;
}

/**
 * Slideshow links must stay inside the shop without naming its domain, so one slide works
 * on every market's domain.
 */
export function checkLinkHasNoDomain(
  link: string | undefined,
  shopDomains: readonly string[],
): RuleResult {
  if (!link) return true;
  const lower = link.toLowerCase();
  return shopDomains.some((domain) => lower.includes(domain.toLowerCase()))
    ? STUDIO_MESSAGES.domainInLink
    : true;
}
