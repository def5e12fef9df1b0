/** The product index of a language: the configured base name, an underscore, the language. */
export function productIndexName(base: string, language: string): string {
  return `${base}_${language}`;
}
