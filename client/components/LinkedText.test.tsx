import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './LinkedText';

describe('<LinkedText>', () => {
  it('links the words each tag wraps, wherever the language puts them', () => {
    const html = renderToStaticMarkup(
      <LinkedText
        text="Ich akzeptiere die <terms>AGB</terms> und habe die <privacy>Datenschutzerklärung</privacy> gelesen"
        links={{ terms: '/de/agb', privacy: '/de/datenschutz' }}
      />,
    );
    expect(html).toBe(
      'Ich akzeptiere die <a href="/de/agb" target="_blank" rel="noopener">AGB</a> und habe die <a href="/de/datenschutz" target="_blank" rel="noopener">Datenschutzerklärung</a> gelesen',
    );
  });

  it('keeps the words of a page the market has not got, unlinked', () => {
    expect(
      renderToStaticMarkup(<LinkedText text="I accept the <terms>terms</terms>" links={{}} />),
    ).toBe('I accept the terms');
  });

  it('shows words without markup as they are, and markup in the words as text', () => {
    expect(renderToStaticMarkup(<LinkedText text="Plain <b>words" links={{ b: '/x' }} />)).toBe(
      'Plain &lt;b&gt;words',
    );
  });
});
