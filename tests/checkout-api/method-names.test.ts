import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/markets';
import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import { emulator, shopper } from './support/clients';

beforeAll(async () => {
  await emulator.reset();
});

const names = (response: SelectionResponse) => ({
  payment: response.paymentMethods.map((method) => method.name),
  shipping: response.shippingMethods.map((method) => method.name),
});

/** A shopper in Germany (every method offered: invoice and express too) in `language`. */
async function germanCheckoutIn(language: string) {
  const client = shopper();
  await client.setCountry('DE');
  return client.setLanguage(language);
}

describe('payment and shipping method names', () => {
  it('are answered in the session’s language, as a Centra tenant translates them', async () => {
    const greek = await germanCheckoutIn('el');
    expect(names(greek)).toEqual({
      payment: [
        'Κάρτα (δοκιμή)',
        'Πληρωμή μέσω τράπεζας (δοκιμή)',
        'Τιμολόγιο (δοκιμή)',
        'Απορριφθείσα κάρτα (δοκιμή)',
        'Widget κάρτας (δοκιμή)',
        'Widget πληρωμής αργότερα (δοκιμή)',
      ],
      shipping: ['Κανονική αποστολή', 'Ταχεία αποστολή'],
    });
    expect(greek.selection.paymentMethodName).toBe('Κάρτα (δοκιμή)');
    expect(greek.selection.shippingMethodName).toBe('Κανονική αποστολή');
  });

  it('follow a change of language on the same session', async () => {
    const client = shopper();
    await client.setCountry('SE', 'sv');
    expect(names(await client.selection()).shipping).toEqual([
      'Standardleverans',
      'Expressleverans',
    ]);
    expect(names(await client.setLanguage('fi')).shipping).toEqual([
      'Vakiotoimitus',
      'Pikatoimitus',
    ]);
    expect(names(await client.setLanguage('en')).payment).toContain('Invoice (test)');
  });

  it('exist in every shop language, none of them left in English', async () => {
    const english = names(await germanCheckoutIn('en'));
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const local = names(await germanCheckoutIn(language));
      expect(local.payment, language).toHaveLength(english.payment.length);
      expect(local.shipping, language).toHaveLength(english.shipping.length);
      for (const [index, name] of [...local.payment, ...local.shipping].entries()) {
        expect(name, `${language} #${index}`).not.toBe(
          [...english.payment, ...english.shipping][index],
        );
        expect(name.trim(), `${language} #${index}`).not.toBe('');
      }
    }
  });
});
