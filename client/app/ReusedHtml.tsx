import { useContext } from 'react';
import { RenderedIslandsContext } from '../islands/Island';

/** HTML the server rendered for an earlier page, with the names of the islands inside it. */
export interface RenderedHtml {
  html: string;
  islands: readonly string[];
}

/**
 * A server-only part of the page from HTML rendered before: the browser never renders it
 * (only the islands inside it hydrate, on their own roots), so React need not render it again.
 * The islands inside it still count as rendered, for the code and words the page sends.
 */
export function ReusedHtml({
  tag: Tag,
  className,
  rendered: { html, islands },
}: {
  tag: 'header' | 'footer';
  className: string;
  rendered: RenderedHtml;
}) {
  const onPage = useContext(RenderedIslandsContext);
  for (const name of islands) onPage?.add(name);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
