import { z } from 'zod';

const text = z.string().trim().min(1);
const milliseconds = (fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)))
    .pipe(z.number().int().min(0).max(60_000));

/**
 * What the stand-ins answer to when they run as their own process: the credentials a shop
 * configures for Centra, Sanity and Algolia, where their webhooks go, and how slow they are.
 * The defaults are the development credentials `npm run dev:live` gives the shop.
 */
const servicesEnvSchema = z.object({
  /** Added to every answer, so the shop meets the network a deployment meets. */
  SERVICE_LATENCY_MS: milliseconds(0),
  /** Up to this much more or less, at random, per answer. */
  SERVICE_JITTER_MS: milliseconds(0),
  CENTRA_SHARED_SECRET: text,
  SANITY_PROJECT_ID: text.regex(/^[a-z0-9-]+$/, 'a Sanity project id: a-z, 0-9 and dashes'),
  SANITY_DATASET: z.literal('production', {
    error: 'the stand-in content lake holds one dataset, "production"',
  }),
  /** Reads drafts (the shop's preview client). */
  SANITY_READ_TOKEN: text,
  /** Reads and writes: the Studio's editor and the shop's translation workflow. */
  SANITY_WRITE_TOKEN: text,
  /** Signs the publish webhook, as a Sanity webhook's secret does. */
  SANITY_WEBHOOK_SECRET: text,
  ALGOLIA_APP_ID: text,
  ALGOLIA_SEARCH_KEY: text,
  ALGOLIA_ADMIN_KEY: text,
  /** Logflare's ingest key the shop's event log sends (X-API-KEY). */
  LOGFLARE_API_KEY: text,
  /** The shop the webhooks reach (Sanity's publish webhook, Centra's catalogue changes). */
  SHOP_URL: z.url(),
  /** Browser origins the Checkout API and the content lake answer besides the shop's own. */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
});

export type ServicesConfig = z.output<typeof servicesEnvSchema>;

const parsed = new WeakMap<object, ServicesConfig>();

/** The stand-ins' settings, validated once per isolate; a bad value names itself. */
export function servicesConfigFor(env: object): ServicesConfig {
  const known = parsed.get(env);
  if (known) return known;
  const result = servicesEnvSchema.safeParse(env);
  if (!result.success)
    throw new Error(`Invalid stand-in configuration:\n${z.prettifyError(result.error)}`);
  parsed.set(env, result.data);
  return result.data;
}
