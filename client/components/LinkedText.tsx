import { Fragment } from 'react';

/**
 * A translated sentence with links inside it: `<terms>the terms</terms>` becomes a link to
 * `links.terms`, so each language puts the link around the words its grammar needs. A tag
 * without a known address keeps its words, unlinked.
 */
export function LinkedText({
  text,
  links,
}: {
  text: string;
  links: Readonly<Record<string, string | undefined>>;
}) {
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/);
  const nodes = [];
  for (let index = 0; index < parts.length; index += 3) {
    if (parts[index]) nodes.push(<Fragment key={index}>{parts[index]}</Fragment>);
    const tag = parts[index + 1];
    const words = parts[index + 2];
    if (tag === undefined || words === undefined) continue;
    const href = links[tag];
    nodes.push(
      href ? (
        <a key={`${index}-link`} href={href} target="_blank" rel="noopener">
          {words}
        </a>
      ) : (
        <Fragment key={`${index}-link`}>{words}</Fragment>
      ),
    );
  }
  return <>{nodes}</>;
}
