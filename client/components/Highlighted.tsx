import type { HighlightPart } from '../../src/domain/search';

/**
 * A search highlight as React text nodes, matched parts in <mark>: whatever a record holds
 * is rendered as text, never as HTML.
 */
export function Highlighted({
  parts,
  fallback,
}: {
  parts: HighlightPart[] | undefined;
  fallback: string;
}) {
  if (!parts?.length) return <>{fallback}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.highlighted ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
