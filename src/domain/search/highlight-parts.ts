export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

/**
 * Splits a search highlight ("<em>Ice</em> Mint") into plain and highlighted parts, so the
 * UI renders text nodes and never the engine's string as HTML. Unbalanced tags are read as
 * text.
 */
export function highlightParts(value: string, preTag = '<em>', postTag = '</em>'): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let cursor = 0;
  while (cursor < value.length) {
    const start = value.indexOf(preTag, cursor);
    const end = start < 0 ? -1 : value.indexOf(postTag, start + preTag.length);
    if (start < 0 || end < 0) {
      parts.push({ text: value.slice(cursor), highlighted: false });
      break;
    }
    if (start > cursor) parts.push({ text: value.slice(cursor, start), highlighted: false });
    const inner = value.slice(start + preTag.length, end);
    if (inner) parts.push({ text: inner, highlighted: true });
    cursor = end + postTag.length;
  }
  return parts;
}
