import { stableKey } from './stable-key';

type Block = Record<string, unknown> & { _type: string; _key: string };

export interface PortableTextOptions {
  /** A context for error messages and keys, e.g. the file name. */
  source: string;
  /** An image object for `::image{"image": name}`. */
  image(name: string): Record<string, unknown>;
}

const STYLES: Record<number, string> = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' };
const BLOCK_LINE = /^::([a-z]+)(\{.*\})$/;
const SEARCH_FIELDS = new Set(['title', 'brand', 'strength', 'flavour', 'category']);

/**
 * Converts the seed's Markdown subset (paragraphs, ## to ######, > quotes, **strong**,
 * *italic*, and ::block{json} lines) to Portable Text as the studio stores it.
 */
export function toPortableText(markdown: string, options: PortableTextOptions): Block[] {
  const blocks: Block[] = [];
  const chunks = markdown
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);

  chunks.forEach((chunk, index) => {
    const key = stableKey(options.source, index, chunk.slice(0, 40));
    const fail = (message: string): never => {
      throw new Error(`${options.source}: ${message} in "${chunk.slice(0, 60)}"`);
    };
    const blockLine = BLOCK_LINE.exec(chunk);
    if (chunk.startsWith('::')) {
      if (!blockLine) fail('a block must be ::name{json} alone on its line');
      const [, name = '', json = '{}'] = blockLine as RegExpExecArray;
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(json) as Record<string, unknown>;
      } catch {
        return fail(`the ::${name} block's JSON does not parse`);
      }
      blocks.push(contentBlock(name, data, key, options, fail));
      return;
    }
    const heading = /^(#{1,6}) (.+)$/.exec(chunk);
    if (heading) {
      const level = heading[1]?.length ?? 0;
      const style = STYLES[level];
      if (!style || chunk.includes('\n')) fail('headings are ## to ###### on one line');
      blocks.push(textBlock(heading[2] ?? '', style as string, key, fail));
      return;
    }
    const lines = chunk.split('\n');
    if (lines[0]?.startsWith('>')) {
      if (!lines.every((line) => line.startsWith('>'))) fail('every line of a quote starts with >');
      const text = lines.map((line) => line.replace(/^>\s?/, '')).join(' ');
      blocks.push(textBlock(text, 'blockquote', key, fail));
      return;
    }
    if (lines.some((line) => /^\s*([-*+]\s|\d+\.\s|#|\||<)/.test(line))) {
      fail('lists, tables, HTML and headings inside paragraphs are not part of the subset');
    }
    blocks.push(textBlock(lines.join(' '), 'normal', key, fail));
  });
  return blocks;
}

function textBlock(
  text: string,
  style: string,
  key: string,
  fail: (message: string) => never,
): Block {
  return { _type: 'block', _key: key, style, markDefs: [], children: spans(text, key, fail) };
}

/** Splits a line at ** and * markers into spans carrying the active marks. */
function spans(text: string, key: string, fail: (message: string) => never) {
  const result: { _type: 'span'; _key: string; text: string; marks: string[] }[] = [];
  let strong = false;
  let em = false;
  let current = '';
  const flush = () => {
    if (current === '') return;
    const marks = [...(strong ? ['strong'] : []), ...(em ? ['em'] : [])];
    result.push({ _type: 'span', _key: `${key}-${result.length}`, text: current, marks });
    current = '';
  };
  for (let index = 0; index < text.length; index++) {
    if (text.startsWith('**', index)) {
      flush();
      strong = !strong;
      index++;
    } else if (text[index] === '*') {
      flush();
      em = !em;
    } else {
      current += text[index];
    }
  }
  if (strong || em) fail('a ** or * marker is not closed');
  flush();
  if (result.length === 0) fail('empty text');
  return result;
}

function contentBlock(
  name: string,
  data: Record<string, unknown>,
  key: string,
  options: PortableTextOptions,
  fail: (message: string) => never,
): Block {
  const text = (field: string, required = true): string | undefined => {
    const value = data[field];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || value.trim() === '')
      return fail(`::${name} needs a "${field}" text`);
    return value;
  };
  switch (name) {
    case 'image':
      return {
        _type: 'blockImage',
        _key: key,
        source: options.image(text('image') as string),
        alt: text('alt'),
      };
    case 'button':
      return { _type: 'blockButton', _key: key, title: text('title'), link: text('link') };
    case 'callout':
      return { _type: 'blockCallout', _key: key, content: text('text') };
    case 'products': {
      const fields = data.searchFields;
      if (
        !Array.isArray(fields) ||
        fields.length === 0 ||
        !fields.every((field) => SEARCH_FIELDS.has(field as string))
      ) {
        return fail('::products needs searchFields from title, brand, strength, flavour, category');
      }
      const type = data.type ?? 'singular';
      if (type !== 'singular' && type !== 'slideshow')
        return fail('::products type is singular or slideshow');
      const singular = type === 'singular';
      if (!singular && (data.title !== undefined || data.description !== undefined)) {
        return fail('a slideshow ::products block has no title or description');
      }
      return {
        _type: 'blockAlgoliaProducts',
        _key: key,
        query: text('query'),
        searchFields: fields,
        type,
        ...(singular && data.title !== undefined ? { title: text('title') } : {}),
        ...(singular && data.description !== undefined ? { description: text('description') } : {}),
      };
    }
    default:
      return fail(`unknown block ::${name}`);
  }
}
