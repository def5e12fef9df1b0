import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { readLimitedText } from '../../http/read-limited-text';

/** A 4xx whose JSON body says what is wrong. */
export class BadRequest extends HTTPException {
  constructor(status: 400 | 401 | 403 | 413 | 415 | 422, message: string) {
    super(status, { message });
  }
}

/** The raw body as text, refused before reading it all when it is larger than allowed. */
export function readBodyText(c: Context, maxBytes: number): Promise<string> {
  return readLimitedText(
    c.req.raw,
    maxBytes,
    () => new BadRequest(413, `The body is larger than ${maxBytes} bytes`),
  );
}

/** JSON read within a size limit and checked against a schema; every failure is a clear 4xx. */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  maxBytes: number,
): Promise<z.output<S>> {
  const text = await readBodyText(c, maxBytes);
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
