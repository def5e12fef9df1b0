import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/markets';
import { DICTIONARIES } from './dictionaries';
import { EN } from './dictionaries/en';
import { NAMESPACES, type Namespace } from './dictionary';
import { PAGE_NAMESPACES } from './page-namespaces';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Link markup (`<terms>the terms</terms>`): each tag once, opened and closed around words. */
const linkTags = (text: string) =>
  [...text.matchAll(/<(\w+)>[^<]+<\/\1>/g)].map((m) => m[1]).sort();
const anyTag = (text: string) => text.match(/<\/?\w+>/g)?.length ?? 0;
const english = (namespace: Namespace): Record<string, string> => EN[namespace];
/** English keys with plural forms: the key holds `other`, `key_one` the singular. */
const counted = (namespace: Namespace) =>
  Object.keys(english(namespace)).filter((key) => `${key}_one` in english(namespace));

describe('the dictionaries', () => {
  it('has a key in one namespace only, so a page’s flattened words never clash', () => {
    const seen = new Map<string, Namespace>();
    for (const namespace of NAMESPACES)
      for (const key of Object.keys(english(namespace))) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${namespace}`).toBeUndefined();
        seen.set(key, namespace);
      }
  });

  it('sends every namespace but the worker’s own to some page', () => {
    const sent = new Set(Object.values(PAGE_NAMESPACES).flat());
    expect([...sent].sort()).toEqual(NAMESPACES.filter((n) => n !== 'server').sort());
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const dictionary = DICTIONARIES[language];
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it('exists', () => expect(dictionary).toBeDefined());

    it.each(NAMESPACES)('has every English key of %s and no other', (namespace) => {
      const words: Record<string, string> = dictionary?.[namespace] ?? {};
      const plurals = new Set(
        counted(namespace).flatMap((key) => categories.map((category) => `${key}_${category}`)),
      );
      const base = Object.keys(english(namespace)).filter(
        (key) => !PLURAL.test(key) || !plurals.has(key),
      );
      for (const key of base) expect(words[key], `${language} ${key}`).toBeTypeOf('string');
      const allowed = new Set([...base, ...plurals]);
      const extra = Object.keys(words).filter((key) => !allowed.has(key));
      expect(extra, `${language}: keys English does not have`).toEqual([]);
    });

    it.each(NAMESPACES)('has the plural forms of its language in %s', (namespace) => {
      const words: Record<string, string> = dictionary?.[namespace] ?? {};
      for (const key of counted(namespace))
        for (const category of categories.filter((c) => c !== 'other'))
          expect(words[`${key}_${category}`], `${language} ${key}_${category}`).toBeTypeOf(
            'string',
          );
    });

    it.each(NAMESPACES)('keeps every placeholder of English in %s', (namespace) => {
      const words: Record<string, string> = dictionary?.[namespace] ?? {};
      for (const [key, text] of Object.entries(words)) {
        const source = english(namespace)[key.replace(PLURAL, '')] ?? english(namespace)[key];
        if (source === undefined) continue;
        expect(placeholders(text), `${language} ${key}: ${text}`).toEqual(placeholders(source));
      }
    });

    it.each(NAMESPACES)('wraps the same links as English in %s', (namespace) => {
      const words: Record<string, string> = dictionary?.[namespace] ?? {};
      for (const [key, text] of Object.entries(words)) {
        const source = english(namespace)[key.replace(PLURAL, '')] ?? english(namespace)[key];
        if (source === undefined) continue;
        expect(linkTags(text), `${language} ${key}: ${text}`).toEqual(linkTags(source));
        expect(anyTag(text), `${language} ${key}: stray markup in ${text}`).toBe(
          linkTags(text).length * 2,
        );
      }
    });

    it('has no empty text', () => {
      for (const namespace of NAMESPACES)
        for (const [key, text] of Object.entries(dictionary?.[namespace] ?? {}))
          expect(text.trim(), `${language} ${key}`).not.toBe('');
    });
  });

  it('keeps the specification’s English wordings', () => {
    expect(EN.shell.invalidEmail).toBe('Please enter a valid email address.');
    expect(EN.shell.emailEmpty).toBe('Please enter your email above.');
    expect(EN.shell.voucherNotFound).toBe("Couldn't find code.");
    expect(EN.checkout.orderError).toBe(
      'Sorry we could not complete your order. Try again and if the issue persists contact our support.',
    );
    expect(EN.customer.orderNotFound).toBe(
      'We could not find the order. Note that you can only see your last order, if you are looking for an older one please refer to your email instead.',
    );
    expect(EN.account.signIn).toBe('Incorrect credentials, verify your details and try again.');
    expect(EN.shell.generic).toBe(
      'Something went wrong, verify your details and try again. If the issue persists please contact our support.',
    );
    expect(EN.account.resetPasswordError).toBe(
      'Something went wrong, try requesting another password reset and if the issue persists contact our support.',
    );
    expect(EN.shell.newsletterError).toBe("Couldn't sign up to newsletter");
    expect(EN.shell.termsRequired).toBe('You need to accept the terms to sign up');
    expect(EN.shell.unsupportedCountry).toBe(
      'Sorry, we do not ship to your country ({country}) yet',
    );
    expect(EN.checkout.noPaymentMethod).toBe('We are taking a short break, but will be back soon!');
    expect(EN.storefront.notFoundTitle).toBe("We couldn't find this page");
    expect(EN.storefront.stockSignupThanks).toBe(
      'Your email was successfully signed up for updates on this product.',
    );
  });
});
