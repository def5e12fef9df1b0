import type { z } from 'zod';
import { ApiFailure } from './api-failure';

/** Bodies above this are refused before they are parsed: no call needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Centra's message for a field: the first issue's text, with the path as the key. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Reads and validates a JSON body (its size is limited by the app's bodyLimit). An empty body
 * counts as `{}` (clients send `{}` or nothing when there is nothing to say); malformed JSON
 * and schema violations are 400s.
 */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const text = (await request.text()).trim();
  let json: unknown = {};
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiFailure(400, { body: 'malformed JSON' });
    }
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new ApiFailure(400, fieldErrors(result.error));
  return result.data;
}
