import { z } from 'zod';
import {
  API_VERSION_MESSAGE,
  DATASET_MESSAGE,
  isValidApiVersion,
  isValidDataset,
} from '../domain/content';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalText.pipe(z.url().optional());

const booleanText = (fallback: boolean) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (value === 'true') return true;
    if (value === 'false') return false;
    ctx.addIssue({ code: 'custom', message: `expected true or false, got "${value}"` });
    return z.NEVER;
  });

/** A comma-separated list of http(s) origins, each as scheme, host and port. */
export const endpointList = optionalText.transform((value, ctx): string[] => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin such as https://search.example.com`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

const numberFromText = (fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: `expected a number, got "${String(value)}"` });
        return z.NEVER;
      }
      return parsed;
    });

const jsonRecord = <T extends z.ZodType>(valueSchema: T) =>
  optionalText.transform((value, ctx): Record<string, z.infer<T>> => {
    if (!value) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON object' });
      return z.NEVER;
    }
    const result = z.record(z.string(), valueSchema).safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: z.prettifyError(result.error) });
      return z.NEVER;
    }
    return result.data;
  });

/** The services the worker can run itself, in place of Centra, Sanity, Algolia, Sentry, Logflare. */
const EMBEDDABLE_SERVICES = ['checkout', 'content', 'search', 'monitoring', 'logs'] as const;
export type EmbeddableService = (typeof EMBEDDABLE_SERVICES)[number];

const serviceList = optionalText.transform((value, ctx): EmbeddableService[] => {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !EMBEDDABLE_SERVICES.includes(name as EmbeddableService));
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown service ${unknown.join(', ')}; expected some of ${EMBEDDABLE_SERVICES.join(', ')}`,
    });
    return z.NEVER;
  }
  return names as EmbeddableService[];
});

/** This machine: a browser trusts it over plain http, as it does an https origin. */
const isLoopback = (url: URL) =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * A comma-separated list of https origins (scheme and host, nothing after), or this machine's
 * over http (the stand-ins' process, `npm run live`).
 */
const originList = optionalText.transform((value, ctx): string[] => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const secure = url && (url.protocol === 'https:' || isLoopback(url));
    if (!url || !secure || url.origin !== entry.replace(/\/$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an https origin such as https://pay.example.com`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/**
 * Every environment variable the worker reads. Production is the default: a deployment
 * that forgets ENVIRONMENT gets the strict behaviour, never the developer's conveniences.
 */
export const envSchema = z.object({
  // Empty is unset: a deployment that writes `ENVIRONMENT=` gets production, as one that leaves
  // it out does.
  ENVIRONMENT: optionalText.pipe(
    z.enum(['development', 'test', 'production']).default('production'),
  ),
  /** Production only: the services deliberately run embedded (a demo deployment). */
  EMBEDDED_SERVICES: serviceList,
  /** Production only: the bearer token that opens the embedded services' inspection routes. */
  INSPECTION_TOKEN: optionalText.pipe(
    z.string().min(32, 'at least 32 characters, it guards every order and customer').optional(),
  ),
  PUBLIC_SHOP_NAME: z.string().trim().min(1).default('Pouch Atlas'),

  CENTRA_API_URL: optionalUrl,
  CENTRA_SHARED_SECRET: optionalText,

  SANITY_PROJECT_ID: optionalText,
  SANITY_DATASET: z.string().trim().refine(isValidDataset, DATASET_MESSAGE).default('production'),
  SANITY_API_VERSION: z
    .string()
    .trim()
    .refine(isValidApiVersion, API_VERSION_MESSAGE)
    .default('2024-12-18'),
  SANITY_PREVIEW_API_VERSION: z
    .string()
    .trim()
    .refine(isValidApiVersion, API_VERSION_MESSAGE)
    .default('2025-02-11'),
  SANITY_READ_TOKEN: optionalText,
  /** Writes the automatic translation's drafts into a Sanity project (never sent to the browser). */
  SANITY_WRITE_TOKEN: optionalText,
  /**
   * A custom API host for @sanity/client's `apiHost` (default https://api.sanity.io), e.g. a
   * proxy, Sanity's staging host, or the stand-ins of `npm run services`.
   */
  SANITY_API_HOST: optionalUrl,
  /**
   * @sanity/client's `useProjectHostname`: whether the project id goes before the API host
   * (abc123.api.sanity.io). Off for a host that already serves one project (a proxy).
   */
  SANITY_USE_PROJECT_HOSTNAME: booleanText(true),
  SANITY_WEBHOOK_SECRET: optionalText,
  SANITY_PREVIEW_SECRET: optionalText,
  /** The embedded content lake's editor (the Studio signs in with it); required in production. */
  SANITY_LOCAL_EDITOR_TOKEN: optionalText.pipe(
    z.string().min(32, 'at least 32 characters, it lets its holder rewrite every page').optional(),
  ),
  /** DeepL's REST API for automatic translation; without it drafts get a pseudo-translation. */
  DEEPL_API_KEY: optionalText,

  ALGOLIA_APP_ID: optionalText,
  ALGOLIA_SEARCH_KEY: optionalText,
  ALGOLIA_ADMIN_KEY: optionalText,
  ALGOLIA_INDEX_BASE: z.string().trim().min(1).default('products'),
  /**
   * Algolia hosts to use instead of the application's own ({appId}-dsn.algolia.net and its
   * fallbacks), comma-separated, each with its scheme: a proxy, or the stand-ins.
   */
  ALGOLIA_HOSTS: endpointList,

  SENTRY_DSN: optionalUrl,
  SENTRY_TRACES_SAMPLE_RATE: numberFromText(0.2).pipe(z.number().min(0).max(1)),

  LOGFLARE_SOURCE: optionalText,
  LOGFLARE_API_KEY: optionalText,
  /** Logflare's API, or a custom endpoint for it (a proxy, the stand-ins). */
  LOGFLARE_API_URL: optionalUrl.transform((value) => value ?? 'https://api.logflare.app'),

  MARKET_DOMAINS: jsonRecord(z.string().trim().min(1)),
  ENABLED_LOCALES: optionalText,
  DEV_COUNTRY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
      .optional(),
  ),

  PUBLIC_TAG_MANAGER_URL: optionalUrl,
  PUBLIC_NEWSLETTER_SCRIPT_URL: optionalUrl,
  PUBLIC_MARKETING_SCRIPT_URL: optionalUrl,

  FREE_SHIPPING_THRESHOLDS: jsonRecord(z.number().nonnegative()),
  /** Rates to SEK for currencies beyond the product's fixed ones, e.g. {"CZK":0.4574}. */
  SEK_CONVERSION_RATES: jsonRecord(z.number().positive()),
  PRICE_COMPARISON_URL: optionalUrl,

  /** Payment providers' origins: their forms, frames and scripts the checkout may reach. */
  PAYMENT_PROVIDER_ORIGINS: originList,
  /** Image hosts beyond this origin and Sanity's CDN (e.g. Centra's media CDN). */
  IMAGE_ORIGINS: originList,
});

export type ParsedEnv = z.output<typeof envSchema>;
