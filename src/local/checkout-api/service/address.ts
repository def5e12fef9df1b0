import { z } from 'zod';
import { ADDRESS_KEYS } from '../fixtures/payment-fields';

/**
 * An address as checkout calls send it: known keys only, every value a bounded string. The bound
 * is on what was sent, before trimming: 201 spaces are as much too long as 201 letters.
 */
export const addressSchema = z
  .object(
    Object.fromEntries(
      ADDRESS_KEYS.map((key) => [key, z.string().max(200).trim().optional()]),
    ) as Record<(typeof ADDRESS_KEYS)[number], z.ZodOptional<z.ZodString>>,
  )
  .extend({ newsletter: z.boolean().optional() });

export type AddressInput = z.output<typeof addressSchema>;

export function mergeAddress(storedJson: string | undefined, patch: AddressInput | undefined) {
  const stored = storedJson ? (JSON.parse(storedJson) as Record<string, unknown>) : {};
  const merged = { ...stored, ...(patch ?? {}) };
  if (typeof merged.country === 'string') merged.country = merged.country.toUpperCase();
  return merged;
}
