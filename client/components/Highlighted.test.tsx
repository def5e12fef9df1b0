import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlightParts } from '../../src/domain/search';
import { Highlighted } from './Highlighted';

describe('<Highlighted>', () => {
  it('marks the matched parts', () => {
    const html = renderToStaticMarkup(
      <Highlighted parts={highlightParts('<em>Ice</em> Mint')} fallback="Ice Mint" />,
    );
    expect(html).toBe('<mark>Ice</mark><span> Mint</span>');
  });

  it('renders markup in a record as text', () => {
    const html = renderToStaticMarkup(
      <Highlighted
        parts={highlightParts('<img src=x onerror=alert(1)><em>Mint</em>')}
        fallback=""
      />,
    );
    expect(html).toBe('<span>&lt;img src=x onerror=alert(1)&gt;</span><mark>Mint</mark>');
  });

  it('falls back to the plain value without highlights', () => {
    expect(renderToStaticMarkup(<Highlighted parts={undefined} fallback="Ice Mint" />)).toBe(
      'Ice Mint',
    );
  });
});
