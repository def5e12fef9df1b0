/** Letters that do not decompose into a base letter and a combining mark. */
const FOLDED: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Algolia's normalisation: lowercase, diacritics folded (é→e, ø→o), apostrophes inside a
 * word dropped. The same function runs at indexing and at query time.
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßđłðþı]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/['’]/g, '');
}

export interface Token {
  /** The normalised word. */
  word: string;
  /** Where the word sits in the original text, for highlighting. */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({
      word: normalize(match[0]),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
}
