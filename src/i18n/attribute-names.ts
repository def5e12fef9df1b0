import { FLAVOURS, FORMATS, STRENGTHS } from '../domain/catalogue/product';
import type { Translate } from './translate';

/** The attributes a shopper filters and reads in the facts, by their filter names. */
export type Attribute = 'brand' | 'flavor' | 'strength' | 'format';

type AttributeValueKey =
  | `flavour_${(typeof FLAVOURS)[number]}`
  | `strength_${(typeof STRENGTHS)[number]}`
  | `format_${(typeof FORMATS)[number]}`;

const KNOWN: Readonly<Record<Exclude<Attribute, 'brand'>, readonly string[]>> = {
  flavor: FLAVOURS,
  strength: STRENGTHS,
  format: FORMATS,
};
const PREFIX = { flavor: 'flavour', strength: 'strength', format: 'format' } as const;

/**
 * What a shopper reads for a product's attribute value, in the page's language: a flavour,
 * strength or format by its word ('3' is "Strong"), a brand by its name. A value the shop has no
 * word for is shown as the catalogue sends it.
 */
export function attributeValueName(
  t: Translate<AttributeValueKey>,
  attribute: Attribute,
  value: string,
): string {
  if (attribute === 'brand' || !KNOWN[attribute].includes(value)) return value;
  return t(`${PREFIX[attribute]}_${value}` as AttributeValueKey);
}
