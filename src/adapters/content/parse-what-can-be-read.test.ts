import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentSchemas } from './content-schemas';
import { parseWhatCanBeRead } from './parse-what-can-be-read';

const { faq, homePage, centraLanding } = contentSchemas('sv');

const localized = (en: string, sv?: string) => [
  { _key: 'en', value: en },
  ...(sv ? [{ _key: 'sv', value: sv }] : []),
];

const entry = (id: string, question: unknown, answer: unknown = localized('A')) => ({
  _id: id,
  topic: 'ordering',
  showOnCard: true,
  question,
  answer,
});

describe('parseWhatCanBeRead', () => {
  it('reads readable content whole, translated, with nothing left out', () => {
    expect(parseWhatCanBeRead(faq, [entry('faq-1', localized('Q', 'F'))])).toEqual({
      readable: true,
      data: [
        {
          _id: 'faq-1',
          topic: 'ordering',
          showOnCard: true,
          question: 'F',
          answer: 'A',
          // The language of the entry each localized text was read from.
          shown: { question: 'sv', answer: 'en' },
        },
      ],
      leftOut: [],
    });
  });

  it('drops a list entry it cannot read, names it by its id, and keeps the rest in order', () => {
    const input = [
      entry('faq-1', localized('First')),
      entry('faq-plain', 'A plain string', 'Another'),
      entry('faq-3', localized('Third')),
      entry('faq-empty', []),
    ];
    const copy = structuredClone(input);
    const result = parseWhatCanBeRead(faq, input);
    expect(result).toEqual({
      readable: true,
      data: [
        expect.objectContaining({ _id: 'faq-1', question: 'First' }),
        expect.objectContaining({ _id: 'faq-3', question: 'Third' }),
      ],
      leftOut: [
        {
          document: 'faq-plain',
          path: '',
          problems: ['question: Value is not an array', 'answer: Value is not an array'],
        },
        { document: 'faq-empty', path: '', problems: ['question: Collection is empty'] },
      ],
    });
    // What the cache handed over is left as it was, for the next read.
    expect(input).toEqual(copy);
  });

  it('tells a required text in neither language as missing, and an absent one as no list', () => {
    const result = parseWhatCanBeRead(faq, [
      entry('faq-de', [{ _key: 'de', value: 'Nur Deutsch' }]),
      entry('faq-null', null),
    ]);
    expect(result.leftOut).toHaveLength(2);
    expect(result.leftOut).toEqual(
      expect.arrayContaining([
        { document: 'faq-de', path: '', problems: ['question: Missing value'] },
        { document: 'faq-null', path: '', problems: ['question: Value is not an array'] },
      ]),
    );
  });

  const home = (cards: unknown[], extra: Record<string, unknown> = {}) => ({
    _id: 'homePage',
    metaTitle: localized('Home'),
    cards,
    ...extra,
  });
  const heading = (key: string, title: unknown) => ({
    _key: key,
    _type: 'heading',
    visibleOn: [],
    title,
  });

  it('drops a card inside the page, naming the page and the card’s key', () => {
    const result = parseWhatCanBeRead(
      homePage,
      home([heading('first', localized('One')), heading('broken', [{ _key: 'de', value: 'x' }])]),
    );
    expect(result).toMatchObject({
      readable: true,
      data: { cards: [{ _key: 'first', title: 'One' }] },
      leftOut: [
        { document: 'homePage', path: 'cards[_key=="broken"]', problems: ['title: Missing value'] },
      ],
    });
  });

  it('leaves out an optional field it cannot read and keeps the rest of the page', () => {
    const result = parseWhatCanBeRead(
      homePage,
      home([heading('first', localized('One'))], { metaTitle: 'Plain', metaDescription: 42 }),
    );
    if (!result.readable) throw new Error('the page should be readable');
    expect(result.data?.metaTitle).toBeUndefined();
    expect(result.data?.metaDescription).toBeUndefined();
    expect(result).toMatchObject({
      data: { cards: [{ _key: 'first' }] },
      leftOut: [
        { document: 'homePage', path: 'metaTitle', problems: ['Value is not an array'] },
        { document: 'homePage', path: 'metaDescription', problems: ['Value is not an array'] },
      ],
    });
  });

  it('drops a referenced document by its own id, and a card of an unknown type by its key', () => {
    const brand = (id: string, title: unknown) => ({
      _id: id,
      type: 'brands',
      title,
      uri: `brands/${id}`,
    });
    const result = parseWhatCanBeRead(
      homePage,
      home([
        {
          _key: 'brands',
          _type: 'featuredBrandsCard',
          visibleOn: [],
          brands: [brand('brand-ok', localized('Ok')), brand('brand-bad', 'Plain')],
        },
        { _key: 'mystery', _type: 'carousel', visibleOn: [] },
      ]),
    );
    expect(result).toMatchObject({
      readable: true,
      data: { cards: [{ _key: 'brands', brands: [{ _id: 'brand-ok', title: 'Ok' }] }] },
    });
    expect(result.leftOut).toEqual([
      { document: 'brand-bad', path: '', problems: ['title: Value is not an array'] },
      {
        document: 'homePage',
        path: 'cards[_key=="mystery"]',
        problems: [expect.stringContaining('_type: ')],
      },
    ]);
  });

  it('drops an image whose asset is gone or broken, keeping the page', () => {
    const deleted = parseWhatCanBeRead(homePage, home([], { metaImage: { asset: null } }));
    expect(deleted.readable && deleted.data?.metaImage).toBeUndefined();
    expect(deleted.leftOut).toEqual([
      { document: 'homePage', path: 'metaImage', problems: [expect.stringMatching(/^asset: /)] },
    ]);
    // An asset is a document of its own; one without its address takes the image with it.
    const broken = parseWhatCanBeRead(homePage, home([], { metaImage: { asset: { _id: 'a' } } }));
    expect(broken.readable && broken.data?.metaImage).toBeUndefined();
    expect(broken.leftOut).toEqual([
      {
        document: 'homePage',
        path: 'metaImage',
        problems: [expect.stringMatching(/^asset\.url: /)],
      },
    ]);
  });

  it('cannot read a page whose own required field is broken, and tells why', () => {
    const result = parseWhatCanBeRead(centraLanding, {
      _id: 'landing-brands',
      type: 'brands',
      title: [{ _key: 'de', value: 'Marken' }],
      uri: 'brands',
      cards: [heading('broken', 'Plain')],
    });
    expect(result).toEqual({
      readable: false,
      leftOut: [
        {
          document: 'landing-brands',
          path: '',
          problems: ['title: Missing value', 'cards[_key=="broken"].title: Value is not an array'],
        },
      ],
    });
  });

  it('cannot read what has no shape of the schema at its top', () => {
    expect(parseWhatCanBeRead(z.array(z.string()), { not: 'a list' })).toEqual({
      readable: false,
      leftOut: [{ document: undefined, path: '', problems: [expect.stringContaining('array')] }],
    });
  });
});
