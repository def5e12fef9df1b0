/**
 * A readable title from a camel-case schema name: 'blogPost' → 'Blog post',
 * 'metaTitle' → 'Meta title', 'centraId' → 'Centra id', 'faqCard' → 'Faq card'.
 */
export function titleFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
