const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a <script> element: no "</script>", no HTML comment
 * openers and no line separators that old parsers treat as newlines.
 */
export function serializeJsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

/** JSON text made safe inside a <script> element, as serializeJsonForScript makes it. */
export function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}
