import { describe, expect, it } from 'vitest';
import { validateEmail } from './email';

describe('validateEmail', () => {
  it.each([
    'anna@example.com',
    'anna.berg+pouches@mail.example.co.uk',
    "o'neil@example.ie",
    'x@sub-domain.example.se',
    'user@xn--bcher-kva.example',
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toEqual({ ok: true, email });
  });

  it('trims surrounding whitespace', () => {
    expect(validateEmail('  anna@example.com \n')).toEqual({ ok: true, email: 'anna@example.com' });
  });

  it.each(['', '   ', null, undefined])('asks for an email when given %j', (input) => {
    expect(validateEmail(input)).toEqual({ ok: false, problem: 'emailEmpty' });
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c',
    'anna@@example.com',
    'an na@example.com',
    'anna@exa mple.com',
    'anna.@example.com',
    '.anna@example.com',
    'an..na@example.com',
    'anna@-example.com',
    'anna@example-.com',
    'anna@example..com',
    'anna@example.123',
    `${'a'.repeat(65)}@example.com`,
    `anna@${'a'.repeat(250)}.com`,
  ])('rejects %s', (input) => {
    expect(validateEmail(input)).toEqual({
      ok: false,
      problem: 'invalidEmail',
    });
  });
});
