const DIACRITICS = /[\u0300-\u036f]/g;

/** Letters that do not decompose into a base letter and a combining mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
};

/**
 * The studio's slug generator: lowercase, strict (only a–z, 0–9 and dashes) and trimmed
 * (no dashes at either end), so a generated slug always passes the slug rules.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(/[ßæøœđłþð]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
