import fc from 'fast-check';

/** Text that is not JSON at all. */
export const notJson = fc.string({ maxLength: 120 }).filter((text) => {
  if (!text.trim()) return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

/** JSON that is not an object: what a schema of named fields must refuse. */
export const notAnObject = fc
  .oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 10 })), { maxLength: 5 }),
  )
  .map((value) => JSON.stringify(value));

/** Bodies above every endpoint's limit, in a few shapes. */
export const oversized = fc
  .tuple(fc.integer({ min: 70_000, max: 140_000 }), fc.constantFrom('{"x":"', '["', '"'))
  .map(([size, start]) => `${start}${'x'.repeat(size)}"}`);

/** A value of any JSON type but the one a field wants. */
export const wrongType = (wanted: 'string' | 'number' | 'boolean' | 'object' | 'array') =>
  fc.oneof(
    ...(
      [
        ['string', fc.string({ maxLength: 12 })],
        ['number', fc.integer()],
        ['boolean', fc.boolean()],
        ['object', fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 })],
        ['array', fc.array(fc.integer(), { maxLength: 3 })],
      ] as const
    )
      .filter(([type]) => type !== wanted)
      .map(([, arbitrary]) => arbitrary as fc.Arbitrary<unknown>),
  );

/** Any malformed body: not JSON, not an object, or too large. */
export const malformedBody = fc.oneof(notJson, notAnObject, oversized);

/** A path segment nothing in the shop is called: noise, traversal, huge, or control bytes. */
export const unknownSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }).map((text) => `zz-${text}`),
  fc.constantFrom('..', '%00', '%FF', '-1', '0', '99999999999999', 'null', '%3Cscript%3E'),
  fc.integer({ min: 600, max: 800 }).map((size) => 'q'.repeat(size)),
);
