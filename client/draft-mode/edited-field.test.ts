import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import { describe, expect, it } from 'vitest';
import { editedFieldOf, valueAt } from './edited-field';

/** The attribute as the worker writes it (src/render/edit-attributes.ts). */
const attribute = (id: string, path: string) =>
  createDataAttribute({
    baseUrl: 'http://localhost:8787/studio',
    id,
    type: 'homePage',
    path,
  }).toString();

const HOME = {
  _id: 'drafts.homePage',
  _type: 'homePage',
  title: 'Home',
  cards: [
    {
      _key: 'c1',
      heading: [
        { _key: 'en', value: 'Tobacco-free pouches' },
        { _key: 'de', value: 'Tabakfreie Beutel' },
      ],
    },
    { _key: '7', heading: [{ _key: 'en', value: 'Keyed like an index' }] },
  ],
  content: [{ _key: 'b1', _type: 'block', children: [{ _key: 's1', text: 'A paragraph' }] }],
};

describe('the field a text of a draft-mode page comes from', () => {
  it('reads the document and the path from the data-sanity attribute, a draft as its document', () => {
    expect(editedFieldOf(attribute('drafts.homePage', 'cards[_key=="c1"].heading'))).toEqual({
      id: 'homePage',
      path: 'cards:c1.heading',
    });
    expect(editedFieldOf('type=homePage;path=title')).toBeUndefined();
    expect(editedFieldOf('id=homePage;type=homePage')).toBeUndefined();
  });

  it('finds a localized entry of an array item by their keys, as the page shows it', () => {
    const field = editedFieldOf(
      attribute('homePage', 'cards[_key=="c1"].heading[_key=="de"].value'),
    );
    expect(valueAt(HOME, field?.path ?? '')).toBe('Tabakfreie Beutel');
    expect(valueAt(HOME, 'title')).toBe('Home');
  });

  it('takes a key before a position, and a position where no item has that key', () => {
    expect(valueAt(HOME, 'cards:7.heading:en.value')).toBe('Keyed like an index');
    expect(valueAt(HOME, 'cards:0.heading:en.value')).toBe('Tobacco-free pouches');
  });

  it('gives a Portable Text block as the block, and nothing for a field the document lacks', () => {
    expect(valueAt(HOME, 'content:b1')).toEqual(HOME.content[0]);
    expect(valueAt(HOME, 'cards:c9.heading')).toBeUndefined();
    expect(valueAt(HOME, 'title.value')).toBeUndefined();
    expect(valueAt(HOME, 'subtitle')).toBeUndefined();
  });
});
