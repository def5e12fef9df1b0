import type { CardProduct, ImageData } from '../../src/contract/page-data';
import type { Translate } from '../../src/i18n/translate';
import type { Word } from '../i18n/i18n-context';
import { cardAddAttributes } from '../shop/card-add-listener';

/**
 * How wide a card's image is shown (app.css: columns at least 11rem wide with 1rem gaps, in a
 * page of 1rem padding and at most 1200px; a row's cards 14rem, a single card 16rem): the whole
 * width on a phone too narrow for two columns, half of it below three, never more than 17rem.
 */
export const CARD_IMAGE_SIZES =
  '(max-width: 399px) calc(100vw - 2rem), (max-width: 591px) calc(50vw - 1.5rem), 17rem';

/** The Checkout API's product tags the shop shows, with the words it shows them in. */
export const TAG_WORDS = {
  news: 'tagNews',
  campaign: 'tagCampaign',
  '30percent': 'tag30Percent',
  'limited-edition': 'tagLimitedEdition',
} as const satisfies Record<string, Word<'storefront'>>;

export const isShownTag = (tag: string): tag is keyof typeof TAG_WORDS =>
  Object.hasOwn(TAG_WORDS, tag);

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

const SPECIAL = /[&<>"']/;

/** Text or an attribute value as HTML: nothing a catalogue record holds can become markup. */
const escapeHtml = (text: string) =>
  SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => ENTITIES[char]!) : text;

/** A product card can be put in the cart from where it is shown (else it has no button). */
export const cardCanBeAdded = (product: CardProduct) => product.available || product.preorder;

/**
 * What a product card shows inside its `<article>`, as HTML. A card never changes once drawn
 * and has no code of its own (the page's one listener adds its product), so it is written as
 * a string, not as six to eight React elements a card for the server to render on every
 * request; the browser's list redraws a filtered grid with the same function. Everything from the
 * catalogue is escaped. `eager` for a card in the page's first screen.
 */
export function productCardHtml(
  product: CardProduct,
  { eager, t }: { eager: boolean; t: Translate<Word<'storefront'>> },
): string {
  const imageHtml = product.image ? cardImageHtml(product.image, eager) : '';
  const tags = product.tags.filter(isShownTag);
  const tagsHtml = tags.length
    ? `<ul class="product-tags">${tags
        .map((tag) => `<li class="badge" data-tag="${tag}">${escapeHtml(t(TAG_WORDS[tag]))}</li>`)
        .join('')}</ul>`
    : '';
  const before = product.priceBeforeDiscount;
  const priceHtml =
    escapeHtml(product.price ?? '') +
    (before
      ? ` <s aria-label="${escapeHtml(t('beforePrice', { price: before }))}">${escapeHtml(before)}</s>`
      : '');
  return `${imageHtml}${tagsHtml}<h3><a href="${escapeHtml(product.href)}">${escapeHtml(product.title)}</a></h3><p class="price">${priceHtml}</p>${cardCanBeAdded(product) ? addButtonHtml(product, t) : ''}`;
}

/**
 * The card's picture: decorative (the name beside it says what it shows), in the sizes the
 * layout shows it at, fetched at once only in the first screen.
 */
function cardImageHtml(image: ImageData, eager: boolean): string {
  const widths = image.srcSet
    ? ` srcset="${escapeHtml(image.srcSet)}" sizes="${CARD_IMAGE_SIZES}"`
    : '';
  const loading = eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  return `<img src="${escapeHtml(image.src)}"${widths} width="${image.width}" height="${image.height}" alt="" ${loading} decoding="async">`;
}

/**
 * The card's add-to-cart button, with the product's id and address for the page's listener
 * (`cardAddAttributes`). Sold out, a product can still be had: as a preorder, which ships as
 * soon as it is back.
 */
function addButtonHtml(product: CardProduct, t: Translate<Word<'storefront'>>): string {
  const { preorder, title } = product;
  const label = t(preorder ? 'preorderName' : 'addNameToCart', { name: title });
  const data = Object.entries(cardAddAttributes(product.id, product.href))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<button type="button" class="card-add" aria-label="${escapeHtml(label)}"${data}>${escapeHtml(t(preorder ? 'preorder' : 'addToCart'))}</button>`;
}
