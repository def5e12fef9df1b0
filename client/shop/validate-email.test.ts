import { describe, expect, it } from 'vitest';
import { EN } from '../i18n/en';
import { checkEmail } from './validate-email';

describe('checkEmail', () => {
  it.each([undefined, null, '', '   ', '\n\t'])(
    'asks for an email when it is empty (%j)',
    (input) => {
      expect(checkEmail(input)).toEqual({ ok: false, problem: 'emailEmpty' });
    },
  );

  it.each(['anna', 'anna@', '@example.com', 'anna@example', 'anna@@example.com', 'an na@x.se'])(
    'rejects %j as invalid',
    (input) => {
      expect(checkEmail(input)).toEqual({ ok: false, problem: 'invalidEmail' });
    },
  );

  it('accepts a valid address, trimmed', () => {
    expect(checkEmail('  anna.berg+shop@example.co.uk ')).toEqual({
      ok: true,
      email: 'anna.berg+shop@example.co.uk',
    });
  });

  it('names keys whose texts are the spec messages', () => {
    expect(EN.emailEmpty).toBe('Please enter your email above.');
    expect(EN.invalidEmail).toBe('Please enter a valid email address.');
  });
});
