// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { typedTexts } from './typed-texts';

const attribute = (id: string, path: string) => `id=${id};type=post;path=${path};base=/`;

/** A page as the server renders it in draft mode: each content text names its field. */
function renderPage(title: string, heading: string) {
  document.body.innerHTML = `
    <h1 data-sanity="${attribute('drafts.post-1', 'title')}">${title}</h1>
    <h2 data-sanity="${attribute('home', 'cards:a1.heading:de.value')}">${heading}</h2>
    <p data-sanity="${attribute('drafts.post-1', 'excerpt')}">An <em>excerpt</em></p>`;
}

const post = (title: string, excerpt = 'Reworded') => ({
  _id: 'drafts.post-1',
  _type: 'post',
  title,
  excerpt: [{ _type: 'block', children: [{ _type: 'span', text: excerpt }] }],
});
const home = (heading: string) => ({
  _id: 'drafts.home',
  _type: 'home',
  cards: [{ _key: 'a1', heading: [{ _key: 'de', value: heading }] }],
});

const text = (selector: string) => document.querySelector(selector)!.textContent;

describe('typedTexts', () => {
  beforeEach(() => renderPage('Where pouches go', 'Tabakfreie Beutel'));

  it('shows each keystroke in the elements that show that field, and nothing else', () => {
    const typed = typedTexts(document);
    typed.receive(post('Where pouches go'));
    typed.receive(post('Where used pouches go'));
    expect(text('h1')).toBe('Where used pouches go');
    // Another document's field, and a field that is not plain text, are left to the server.
    expect(text('h2')).toBe('Tabakfreie Beutel');
    expect(text('p')).toBe('An excerpt');
  });

  it('finds a localized entry inside an array by its keys', () => {
    const typed = typedTexts(document);
    typed.receive(home('Tabakfreie Beutel'));
    typed.receive(home('Tabakfreie Nikotinbeutel'));
    expect(text('h2')).toBe('Tabakfreie Nikotinbeutel');
  });

  it('leaves an element that shows something the Studio never sent', () => {
    const typed = typedTexts(document);
    typed.receive(post('Where pouches go'));
    document.querySelector('h1')!.textContent = 'Edited by the server meanwhile';
    typed.receive(post('Where used pouches go'));
    expect(text('h1')).toBe('Edited by the server meanwhile');
  });

  it('brings a server page that is older than the last keystroke forward, never back', () => {
    const typed = typedTexts(document);
    typed.receive(post('Where pouches go'));
    typed.receive(post('Where used pouches'));
    typed.receive(post('Where used pouches go'));
    // The server renders the change saved at the second keystroke, after the third was typed.
    renderPage('Where used pouches', 'Tabakfreie Beutel');
    typed.rendered();
    expect(text('h1')).toBe('Where used pouches go');
    // Once the server shows the latest text, an older one is no longer replaced: the server's
    // page is the judge again (an editor may have reverted the field elsewhere).
    renderPage('Where used pouches go', 'Tabakfreie Beutel');
    typed.rendered();
    renderPage('Where pouches go', 'Tabakfreie Beutel');
    typed.rendered();
    expect(text('h1')).toBe('Where pouches go');
  });
});
