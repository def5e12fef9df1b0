import { z } from 'zod';

/** Document ids as the Content Lake accepts them: letters, digits, `.`, `_`, `-`; at most 128. */
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const documentId = z.string().regex(DOCUMENT_ID, 'Malformed document ID');

const NEEDS_TYPE = 'A document needs a _type';
const documentBody = z.looseObject({ _type: z.string({ error: NEEDS_TYPE }).min(1, NEEDS_TYPE) });
const identifiedDocument = documentBody.extend({ _id: documentId });

const selection = z.union([
  z.object({ id: documentId }),
  z.object({ query: z.string().min(1), params: z.record(z.string(), z.unknown()).optional() }),
]);

const patchOperations = z.object({
  ifRevisionID: z.string().optional(),
  set: z.record(z.string(), z.unknown()).optional(),
  setIfMissing: z.record(z.string(), z.unknown()).optional(),
  unset: z.array(z.string()).optional(),
  inc: z.record(z.string(), z.number()).optional(),
  dec: z.record(z.string(), z.number()).optional(),
  diffMatchPatch: z.record(z.string(), z.string()).optional(),
  insert: z
    .object({
      before: z.string().optional(),
      after: z.string().optional(),
      replace: z.string().optional(),
      items: z.array(z.unknown()),
    })
    .optional(),
});

const MUTATION_KINDS = [
  'create',
  'createOrReplace',
  'createIfNotExists',
  'delete',
  'patch',
] as const;

/**
 * One mutation of a transaction, as `POST /data/mutate` and @sanity/client send it: exactly
 * one of the kinds. An object per kind (not a union) so an error names the field at fault.
 */
const mutationSchema = z
  .strictObject({
    create: documentBody
      .extend({ _id: documentId.or(z.string().regex(/^[A-Za-z0-9._-]*\.$/)).optional() })
      .optional(),
    createOrReplace: identifiedDocument.optional(),
    createIfNotExists: identifiedDocument.optional(),
    delete: selection.optional(),
    patch: z.intersection(selection, patchOperations).optional(),
  })
  .refine(
    (mutation) => MUTATION_KINDS.filter((kind) => mutation[kind] !== undefined).length === 1,
    {
      message: `A mutation is exactly one of ${MUTATION_KINDS.join(', ')}`,
    },
  );

export const mutateBodySchema = z.object({
  mutations: z.array(mutationSchema).min(1, 'A transaction needs at least one mutation').max(1000),
  transactionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

export type LakeMutation = z.infer<typeof mutationSchema>;
export type PatchMutation = NonNullable<LakeMutation['patch']>;
