export interface FrontMatterDocument {
  data: Record<string, unknown>;
  body: string;
}

/**
 * Reads the post sources' front matter: a block between `---` lines whose lines are
 * `key: <JSON value>`. Anything else is an error that names the file and line.
 */
export function readFrontMatter(text: string, file: string): FrontMatterDocument {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') throw new Error(`${file}: must start with a --- line`);
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error(`${file}: front matter has no closing --- line`);
  const data: Record<string, unknown> = {};
  for (let index = 1; index < end; index++) {
    const line = lines[index] ?? '';
    if (line.trim() === '') continue;
    const match = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`${file}:${index + 1}: expected "key: value"`);
    const [, key = '', raw = ''] = match;
    try {
      data[key] = JSON.parse(raw);
    } catch {
      throw new Error(`${file}:${index + 1}: the value of ${key} is not JSON`);
    }
  }
  return { data, body: lines.slice(end + 1).join('\n') };
}
