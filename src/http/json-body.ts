import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { BadRequest } from './bad-request';

/** Refuses a body above `maxBytes` before reading the rest of it, with a JSON 413 that says so. */
export const bodyWithin = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ error: `The body is larger than ${maxBytes} bytes` }, 413),
  });

/** A JSON body checked against a schema; every failure is a clear 4xx. Size: see bodyWithin. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequest(400, 'The body is not valid JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success)
    throw new BadRequest(422, z.prettifyError(result.error).replace(/\n/g, '; '));
  return result.data;
}
