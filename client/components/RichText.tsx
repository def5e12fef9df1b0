import type { ReactNode } from 'react';
import type { RichBlock } from '../../src/contract/page-data';
import { ContentImage } from './ContentImage';
import { ContentProducts } from './cards/ContentProducts';

const HEADINGS = { h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h5', h6: 'h6' } as const;

function Spans({ spans }: { spans: { text: string; marks: string[] }[] }) {
  return (
    <>
      {spans.map((span, index) => {
        let node: ReactNode = span.text;
        if (span.marks.includes('em')) node = <em>{node}</em>;
        if (span.marks.includes('strong')) node = <strong>{node}</strong>;
        return <span key={index}>{node}</span>;
      })}
    </>
  );
}

/**
 * A post's rich text as React nodes: every style (normal, h2–h6, quote), mark (strong,
 * italic) and block (image, button, callout, product search). Never raw HTML.
 */
export function RichText({ blocks }: { blocks: RichBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        switch (block.kind) {
          case 'text': {
            if (block.style === 'blockquote') {
              return (
                <blockquote key={block.key} data-sanity={block.edit}>
                  <p>
                    <Spans spans={block.spans} />
                  </p>
                </blockquote>
              );
            }
            const Heading = HEADINGS[block.style as keyof typeof HEADINGS];
            return Heading ? (
              <Heading key={block.key} data-sanity={block.edit}>
                <Spans spans={block.spans} />
              </Heading>
            ) : (
              <p key={block.key} data-sanity={block.edit}>
                <Spans spans={block.spans} />
              </p>
            );
          }
          case 'image':
            return (
              <figure key={block.key} data-sanity={block.edit}>
                <ContentImage image={block.image} />
              </figure>
            );
          case 'button':
            return (
              <p key={block.key} data-sanity={block.edit}>
                <a className="button" href={block.href}>
                  {block.title}
                </a>
              </p>
            );
          case 'callout':
            return (
              <aside key={block.key} className="callout" data-sanity={block.edit}>
                <p>{block.content}</p>
              </aside>
            );
          case 'products':
            return <ContentProducts key={block.key} source={block} />;
        }
      })}
    </>
  );
}
