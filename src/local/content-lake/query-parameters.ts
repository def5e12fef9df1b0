/**
 * The names of the parameters a parsed GROQ query refers to. groq-js evaluates a missing
 * parameter as null, while the Content Lake refuses the query, so the handler checks first.
 */
export function referencedParameters(tree: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 'Parameter' && typeof record.name === 'string') names.add(record.name);
    for (const value of Object.values(record)) visit(value);
  };
  visit(tree);
  return names;
}
