import { describe, expect, it } from 'vitest';
import { addressSchema } from './address';

describe('addressSchema', () => {
  it('trims what it keeps', () => {
    expect(addressSchema.parse({ firstName: '  Anna ', city: 'Malmö' })).toEqual({
      firstName: 'Anna',
      city: 'Malmö',
    });
  });

  it('takes a value of 200 characters and refuses one longer, spaces or not', () => {
    expect(addressSchema.safeParse({ firstName: 'a'.repeat(200) }).success).toBe(true);
    expect(addressSchema.safeParse({ firstName: 'a'.repeat(201) }).success).toBe(false);
    expect(addressSchema.safeParse({ firstName: ' '.repeat(201) }).success).toBe(false);
    expect(addressSchema.safeParse({ firstName: `${'a'.repeat(199)}  ` }).success).toBe(false);
  });
});
